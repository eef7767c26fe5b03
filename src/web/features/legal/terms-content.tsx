import type { ReactNode } from "react";
import { BRAND } from "@/shared/brand";
import {
  CURRENCY,
  LOGOS_PER_RUN,
  MAX_LOGO_GENERATIONS,
  MAX_NAME_GENERATIONS,
  MINIMUM_AGE,
  NAMES_PER_RUN,
  PACKAGE_FEATURES,
  PACKAGE_NAME,
  PRICE_LABEL,
  REFUND_WINDOW_DAYS,
  SESSION_RETENTION_DAYS,
  TRIAL_LOGO_GENERATIONS,
  TRIAL_NAME_GENERATIONS,
} from "@/shared/constants";
import { describeDays } from "./legal-dates";
import { ContactDetails, ExternalLink, type LegalSection, MailLink } from "./legal-document";

export const TERMS_TITLE = "Terms of Service";

const PADDLE_BUYER_TERMS_URL = "https://www.paddle.com/legal/checkout-buyer-terms";
const PADDLE_ORDER_HELP_URL = "https://paddle.net";

function count(n: number, noun: string): string {
  return `${n} ${noun}${n === 1 ? "" : "s"}`;
}

export const termsIntro: ReactNode = (
  <>
    <p>
      Welcome to {BRAND.productName}. These Terms of Service (the "Terms") are an agreement between you and{" "}
      {BRAND.businessName}, based in {BRAND.location} ("we", "us" or "our"). They explain what you can expect
      from {BRAND.productName}, what we expect from you, and how payments and refunds work.
    </p>
    <p>
      We have tried to keep them short and in plain English. Please read them before you use the service, and
      read our Privacy Policy too: it explains what we do with the information you give us.
    </p>
  </>
);

/**
 * The Terms of Service sections. The support address is server configuration, so it is passed in
 * at runtime rather than written into the text.
 */
export function buildTermsSections(supportEmail: string): LegalSection[] {
  const retention = describeDays(SESSION_RETENTION_DAYS);

  return [
    {
      id: "acceptance",
      heading: "Acceptance of Terms",
      body: (
        <>
          <p>
            By signing in to or using {BRAND.productName}, you agree to these Terms. If you do not agree with
            them, please do not use the service.
          </p>
          <p>
            You must be at least {MINIMUM_AGE} years old to use {BRAND.productName}. By using it, you confirm
            that you are {MINIMUM_AGE} or older and able to enter into a binding agreement. If you use the
            service on behalf of a company or other organisation, you confirm that you have the authority to
            accept these Terms for it, and "you" then includes that organisation.
          </p>
        </>
      ),
    },
    {
      id: "service",
      heading: "Description of the Service",
      body: (
        <>
          <p>
            {BRAND.productName} helps you create a starting identity for a new business. You choose a business
            category and describe what you do, and the service uses artificial intelligence to:
          </p>
          <ul>
            <li>suggest brand names, each with a short explanation of its meaning; and</li>
            <li>generate logo designs for the name you pick.</li>
          </ul>
          <h3>Free trial</h3>
          <p>
            Every account includes a free trial of {count(TRIAL_NAME_GENERATIONS, "name generation")} (
            {NAMES_PER_RUN} suggestions per run) and {count(TRIAL_LOGO_GENERATIONS, "logo generation")} (
            {LOGOS_PER_RUN} designs per run). The trial covers generation only: you can see previews of the
            results, but you cannot download logo files and you receive no usage rights in them.
          </p>
          <h3>The paid package</h3>
          <p>
            The {PACKAGE_NAME} is a one-time purchase of {PRICE_LABEL} {CURRENCY}. It lets you finish one
            brand with more generations, download your chosen logo in full resolution and use it commercially.
            Its contents are set out in the "Payment Terms and Refund Policy" section below.
          </p>
        </>
      ),
    },
    {
      id: "accounts",
      heading: "Account Registration and Security",
      body: (
        <>
          <p>
            You sign in to {BRAND.productName} with your Google account; we do not offer any other way to
            register or sign in. When you sign in, you agree that the information associated with your account
            is accurate and that you will keep it up to date.
          </p>
          <p>
            You are responsible for your account and for everything that happens under it, so keep access to
            your Google account secure. If you think someone else has used your account, tell us straight away
            at <MailLink email={supportEmail} />.
          </p>
          <p>
            Each person is entitled to one free trial, tied to one account. Creating or using more than one
            account to obtain additional free trials, or otherwise to get around the trial limits, is not
            allowed. If we find that this has happened, we may suspend or close the accounts involved.
          </p>
          <p>
            The trial belongs to the person, not to the account, so deleting your account and signing in again
            does not start a new one. To make that possible, when an account is deleted we keep a keyed hash
            (a one-way code made with a secret only our server holds) of your e-mail address and of your
            Google sign-in identifier, together with how much of the trial was used, for {retention}. We keep
            nothing else about you for this purpose, and the hash cannot be turned back into your e-mail
            address. If you sign in again within that year, your trial continues where it stopped.
          </p>
        </>
      ),
    },
    {
      id: "payment-and-refunds",
      heading: "Payment Terms and Refund Policy",
      body: (
        <>
          <h3>Price</h3>
          <p>
            The {PACKAGE_NAME} costs {PRICE_LABEL} {CURRENCY}, paid once. It is not a subscription: you will
            not be charged again unless you choose to buy another package.
          </p>
          <h3>Our payment partner</h3>
          <p>
            Payments are handled by Paddle.com, which acts as our reseller and as the merchant of record for
            your purchase. That means your order is placed with Paddle, Paddle processes your payment and
            issues your receipt, and Paddle's{" "}
            <ExternalLink href={PADDLE_BUYER_TERMS_URL}>Buyer Terms</ExternalLink> also apply to the purchase.
            Depending on where you live, Paddle may add sales tax, VAT or GST to the price at checkout. We
            never receive or store your full card details.
          </p>
          <h3>What the package includes</h3>
          <ul>
            {PACKAGE_FEATURES.map((feature) => (
              <li key={feature}>{feature}</li>
            ))}
          </ul>
          <p>
            The package covers one brand. The limits of {count(MAX_NAME_GENERATIONS, "name generation")} and{" "}
            {count(MAX_LOGO_GENERATIONS, "logo generation")} apply to that brand; if you want to create
            another brand, you can buy another package.
          </p>
          <h3>Downloads make your logo final</h3>
          <p>
            Your package lets you download your chosen logo as a PNG file, as a JPEG file, as the brand kit (a
            zip of logo files and guidelines) and as a licence certificate. The first time you ask for any of
            these, {BRAND.productName} asks you once to confirm that:
          </p>
          <ul>
            <li>the logo becomes final: you can no longer change which logo is chosen for that brand; and</li>
            <li>
              the {REFUND_WINDOW_DAYS}-day refund right ends for the content you download, because it is
              delivered to you straight away.
            </li>
          </ul>
          <p>
            We record your confirmation on our servers, with the time and the version of these Terms you
            accepted. No download starts, and no full brand kit is built, until you have confirmed. Later
            downloads of the same brand do not ask again.
          </p>
          <h3>Refunds</h3>
          <p>
            If you change your mind, you can ask for a full refund within {REFUND_WINDOW_DAYS} days of your
            purchase, as long as nothing has been downloaded with it yet. The {REFUND_WINDOW_DAYS} days are
            counted from the day after the transaction date. Once you have confirmed a download of your
            full-resolution logo, kit or licence, the refund right ends for that content.
          </p>
          <p>
            To request a refund, e-mail <MailLink email={supportEmail} subject="Refund request" /> from the
            address on your account, with the subject "Refund request" and your order number or the date of
            your purchase. We will check that nothing was downloaded and arrange the refund with Paddle, which
            returns the money to your original payment method. How long it takes to appear depends on your
            bank or card provider. You can also find your order and contact Paddle directly at{" "}
            <ExternalLink href={PADDLE_ORDER_HELP_URL}>paddle.net</ExternalLink>. A refunded purchase no
            longer unlocks anything, and if a refund is made after a download, the licence certificate for
            that logo is withdrawn.
          </p>
          <p>
            If a technical fault on our side stops you from downloading your logo, contact us and we will fix
            the problem or refund you, whether or not the {REFUND_WINDOW_DAYS} days have passed. Nothing in
            this section limits any rights you have under the consumer laws that apply to you.
          </p>
        </>
      ),
    },
    {
      id: "intellectual-property",
      heading: "Intellectual Property and Commercial Rights",
      body: (
        <>
          <h3>Your logo</h3>
          <p>
            Once you have bought the {PACKAGE_NAME} and downloaded your logo, you may use that logo for any
            lawful purpose, including commercially: on your website, products, packaging, signage, social
            media and advertising. You may edit or adapt it. Previews shown during the free trial come with no
            usage rights.
          </p>
          <h3>Names are suggestions</h3>
          <p>
            The brand names we suggest are ideas, not cleared trademarks. Before you adopt a name, it is your
            responsibility to check that it is available and does not conflict with someone else's rights, for
            example by searching trademark registers, company registers and domain names in the places where
            you plan to trade. We recommend getting professional advice before registering a trademark.
          </p>
          <h3>AI-generated results</h3>
          <p>
            Names and logos are produced by artificial intelligence models. Other users, or other tools, may
            receive results that are similar to yours, and we cannot promise that any result is unique or that
            it can be registered as a trademark. Please review what you receive with the same care you would
            give any design you commission.
          </p>
          <h3>Our service</h3>
          <p>
            {BRAND.productName} itself, including its software, design, text, the {BRAND.productName} name and
            logo, and everything else that makes up the service (other than your logo and the descriptions you
            type), belongs to {BRAND.businessName} or our licensors. These Terms do not give you any rights in
            it beyond using the service as intended.
          </p>
        </>
      ),
    },
    {
      id: "acceptable-use",
      heading: "Acceptable Use",
      body: (
        <>
          <p>When you use {BRAND.productName}, you agree not to:</p>
          <ul>
            <li>
              enter business descriptions that are unlawful, hateful, harassing, sexually explicit, or that
              promote violence or discrimination;
            </li>
            <li>
              use the service to imitate another business's brand, or to create names or logos intended to
              infringe someone else's trademark, copyright or other rights;
            </li>
            <li>
              scrape, copy or harvest the service or its output by automated means, or use it to build a
              competing product or train other models;
            </li>
            <li>
              overload, disrupt or attack the service, or probe it for security weaknesses without our written
              permission;
            </li>
            <li>
              reverse engineer, decompile or try to extract the source code of the service, except where the
              law expressly allows it; or
            </li>
            <li>
              get around the generation limits, the free-trial rules, the download restrictions or the payment
              process in any way.
            </li>
          </ul>
          <p>
            We may refuse a request, remove content or restrict an account if we reasonably believe these
            rules have been broken.
          </p>
        </>
      ),
    },
    {
      id: "availability",
      heading: "Availability and Changes to the Service",
      body: (
        <>
          <p>
            We work to keep {BRAND.productName} running smoothly, but we cannot promise that it will always be
            available or free of errors. It may be unavailable from time to time for maintenance, because of
            problems with our hosting or AI providers, or for reasons outside our control. AI generation can
            occasionally fail or take longer than usual.
          </p>
          <p>
            We may improve, change or remove features of the service over time. If we ever stop offering the
            service altogether, we will give reasonable notice so that customers who have bought a package can
            download their logo first.
          </p>
        </>
      ),
    },
    {
      id: "disclaimers-and-liability",
      heading: "Disclaimers and Limitation of Liability",
      body: (
        <>
          <p>
            {BRAND.productName} is provided "as is" and "as available". We do not guarantee that the names or
            logos it produces will suit your business, be free of similarities to existing brands, or be
            available for registration. Decisions about which name and logo to use, and how to use them, are
            yours.
          </p>
          <p>
            To the extent the law allows, we are not liable for indirect or consequential losses, such as loss
            of profit, revenue, business opportunity or goodwill, arising from your use of the service. Our
            total liability to you for any claim relating to the service is limited to the amount you paid for
            the {PACKAGE_NAME} in the twelve months before the claim arose.
          </p>
          <p>
            Nothing in these Terms excludes or limits any liability that cannot be excluded or limited under
            the law that applies to you, including liability for fraud, or any rights you have as a consumer.
          </p>
        </>
      ),
    },
    {
      id: "termination",
      heading: "Termination",
      body: (
        <>
          <p>
            You can stop using {BRAND.productName} at any time. You can delete your account yourself: open the
            account menu (your picture at the top right when you are signed in), choose{" "}
            <strong>Delete account</strong> and confirm. This deletes your account, your brands and everything
            generated for them. Payment records that the law makes us keep stay for their retention period, no
            longer linked to you, and the keyed hash described under "Account Registration and Security" is
            kept for {retention} so that the free trial is not given twice. If you cannot sign in, e-mail{" "}
            <MailLink email={supportEmail} /> and we will delete the account for you.
          </p>
          <p>
            We may suspend or close your account if you seriously or repeatedly break these Terms, for example
            by abusing the free trial or misusing the service, or if we are required to by law. Where
            reasonable, we will tell you why and give you a chance to respond.
          </p>
          <p>
            If your account is closed, the commercial rights in a logo you have already bought and downloaded
            stay with you, unless the account was closed because that purchase was fraudulent or the logo was
            obtained by getting around the payment process.
          </p>
        </>
      ),
    },
    {
      id: "governing-law",
      heading: "Governing Law",
      body: (
        <>
          <p>
            These Terms are governed by the laws of the Republic of {BRAND.country}. If a dispute arises,
            please contact us first: most problems can be solved quickly by e-mail. Disputes that cannot be
            resolved that way will be handled by the courts of {BRAND.city}, {BRAND.country}.
          </p>
          <p>
            If you are a consumer living in another country, this does not take away any protection you have
            under the mandatory laws of that country, or your right to bring a claim in your local courts.
          </p>
        </>
      ),
    },
    {
      id: "changes",
      heading: "Changes to These Terms",
      body: (
        <>
          <p>
            We may update these Terms from time to time, for example when we change the service or when the
            law changes. When we do, we will change the "Last updated" date at the top of this page, and if
            the changes are significant we will also let you know by e-mail or in the app before they take
            effect.
          </p>
          <p>
            Changes do not apply to a purchase you have already made. If you keep using the service after the
            new Terms take effect, you accept them; if you do not agree, please stop using the service.
          </p>
        </>
      ),
    },
    {
      id: "contact",
      heading: "Contact Information",
      body: (
        <>
          <p>If you have any questions about these Terms, please get in touch:</p>
          <ContactDetails email={supportEmail} />
        </>
      ),
    },
  ];
}
