import type { ReactNode } from "react";
import { BRAND } from "@/shared/brand";
import { MINIMUM_AGE, SESSION_RETENTION_DAYS } from "@/shared/constants";
import { describeDays } from "./legal-dates";
import { ContactDetails, ExternalLink, type LegalSection, MailLink } from "./legal-document";

export const PRIVACY_TITLE = "Privacy Policy";

const PADDLE_PRIVACY_URL = "https://www.paddle.com/legal/privacy";
const GOOGLE_PRIVACY_URL = "https://policies.google.com/privacy";

export const privacyIntro: ReactNode = (
  <>
    <p>
      This Privacy Policy explains what personal information {BRAND.businessName} ("we", "us" or "our")
      collects when you use {BRAND.productName}, why we collect it, who we share it with, and the choices and
      rights you have. {BRAND.businessName} is based in {BRAND.location} and is responsible for your
      information as described here.
    </p>
    <p>
      The short version: we collect what we need to build your brand, take your payment through our payment
      partner and keep the service secure. We do not sell your personal information.
    </p>
  </>
);

/**
 * The Privacy Policy sections. The support address is server configuration, so it is passed in at
 * runtime rather than written into the text.
 */
export function buildPrivacySections(supportEmail: string): LegalSection[] {
  const retention = describeDays(SESSION_RETENTION_DAYS);

  return [
    {
      id: "information-we-collect",
      heading: "Information We Collect",
      body: (
        <>
          <h3>Account details from Google</h3>
          <p>
            You sign in with Google. When you do, Google shares your name, e-mail address, profile picture and
            Google account ID with us. We do not receive your Google password.
          </p>
          <h3>What you tell us about your business</h3>
          <p>
            The business category you choose and the descriptions you type to explain what your business does.
          </p>
          <h3>What you create</h3>
          <p>
            The brand names and logos generated for you, and the choices you make along the way, such as the
            name and logo you select.
          </p>
          <h3>Usage records</h3>
          <p>
            When each name or logo generation happened and how many you have used, so that we can apply the
            free-trial and package limits. When you first download a logo, file or licence, we also record
            that you confirmed the download, when you did, and which version of the Terms of Service applied.
          </p>
          <h3>Payment records</h3>
          <p>
            Payments are handled by Paddle, which is the merchant of record for your purchase. Paddle sends us
            a record of the transaction, such as the order ID, amount, currency, date, status and the country
            used for tax. We never see or store your full card number or other payment credentials.
          </p>
          <h3>Technical information</h3>
          <p>
            Basic logs that our servers create when you use the service, including your IP address, browser
            and device type, the time of requests, and error reports when something goes wrong. We also use a
            cookie to keep you signed in.
          </p>
        </>
      ),
    },
    {
      id: "how-we-use",
      heading: "How We Use Your Information",
      body: (
        <>
          <p>We use your information to:</p>
          <ul>
            <li>
              <strong>Generate your names and logos.</strong> Your business category and descriptions are used
              only for this purpose. To produce results, we send them to the AI model providers that run the
              models behind {BRAND.productName}.
            </li>
            <li>
              <strong>Run your account.</strong> Sign you in, save your progress, and show you your brand and
              download when you come back.
            </li>
            <li>
              <strong>Apply the trial and purchase rules.</strong> Count generations, make sure each person
              gets one free trial, and unlock the download and usage rights once a payment is confirmed.
            </li>
            <li>
              <strong>Keep the service secure and working.</strong> Detect abuse and fraud, protect accounts,
              and find and fix errors.
            </li>
            <li>
              <strong>Help you.</strong> Answer your questions and handle refund and privacy requests.
            </li>
            <li>
              <strong>Meet legal obligations.</strong> Keep the records that tax, accounting and other laws
              require.
            </li>
          </ul>
          <p>
            We do not use your business descriptions for advertising, and we do not sell them or use them to
            build profiles of you.
          </p>
        </>
      ),
    },
    {
      id: "how-we-share",
      heading: "How We Share Information",
      body: (
        <>
          <p>
            We share personal information only with the service providers that help us run {BRAND.productName}
            , and only as much as each of them needs:
          </p>
          <ul>
            <li>
              <strong>AI model providers</strong>, which process your category and descriptions (the prompts)
              to generate names and logos and return the results to us.
            </li>
            <li>
              <strong>Paddle</strong>, our payment partner and merchant of record, which processes your
              purchase under its own <ExternalLink href={PADDLE_PRIVACY_URL}>privacy policy</ExternalLink>.
            </li>
            <li>
              <strong>Google</strong>, which provides sign-in under its own{" "}
              <ExternalLink href={GOOGLE_PRIVACY_URL}>privacy policy</ExternalLink>.
            </li>
            <li>
              <strong>Hosting and infrastructure providers</strong>, which run the servers, databases and file
              storage that hold our data.
            </li>
          </ul>
          <p>We do not sell your personal information, and we do not share it with advertisers.</p>
          <p>
            We may also disclose information when the law requires it, for example in response to a valid
            court order or request from a public authority, or where it is necessary to protect our rights,
            our users or the public. If our business is ever sold or merged, your information may pass to the
            new owner, who will remain bound by this policy.
          </p>
        </>
      ),
    },
    {
      id: "data-security",
      heading: "Data Security",
      body: (
        <>
          <p>
            We take reasonable technical and organisational measures to protect your information, including:
          </p>
          <ul>
            <li>encrypting all traffic between your browser and our servers with HTTPS;</li>
            <li>
              keeping you signed in with an HttpOnly cookie, which scripts running in the page cannot read;
            </li>
            <li>limiting access to personal information to the people and systems that need it; and</li>
            <li>
              enforcing generation limits, purchases and downloads on our servers, rather than relying on your
              browser.
            </li>
          </ul>
          <p>
            No system is perfectly secure, so we cannot guarantee that information will never be accessed
            without permission. If a breach affects your personal information, we will tell you and the
            relevant authorities as the law requires.
          </p>
        </>
      ),
    },
    {
      id: "data-retention",
      heading: "Data Retention",
      body: (
        <>
          <p>We keep information only for as long as we need it:</p>
          <ul>
            <li>
              <strong>Brand-building sessions</strong> (your descriptions, generated names and logos, and your
              choices) that were never finished or paid for are deleted after {retention} (
              {SESSION_RETENTION_DAYS} days). Sessions you paid for are kept with your purchase record, so you
              can download your logo again.
            </li>
            <li>
              <strong>Payment records</strong> are kept for as long as tax and accounting laws require, which
              is usually between three and five years.
            </li>
            <li>
              <strong>Account details</strong> are kept until you delete your account (from the account menu)
              or ask us to.
            </li>
            <li>
              <strong>Technical logs</strong> are kept for a short period and used only for security and
              troubleshooting.
            </li>
          </ul>
          <p>
            When your account is deleted, we remove your personal information, your brands and everything
            generated for them. Payment records we must keep by law stay for their retention period, detached
            from you: no name, e-mail address or brand is linked to them.
          </p>
          <p>
            One thing is kept so that each person gets one free trial: a keyed hash of your e-mail address and
            of your Google sign-in identifier, with how much of the trial you had used. A keyed hash is a
            one-way code made with a secret held only by our server; it cannot be turned back into your e-mail
            address. We keep it for {retention} after the deletion and then erase it, and we keep nothing else
            about you for this purpose. If you sign in again within that time, your trial continues where it
            stopped instead of starting again.
          </p>
        </>
      ),
    },
    {
      id: "your-rights",
      heading: "Your Rights",
      body: (
        <>
          <p>
            Subject to the law that applies to you, including {BRAND.country}'s Personal Data Protection Law,
            you have the right to:
          </p>
          <ul>
            <li>
              <strong>Access</strong> the personal information we hold about you;
            </li>
            <li>
              <strong>Correct</strong> information that is inaccurate or incomplete;
            </li>
            <li>
              <strong>Delete</strong> your account and personal information;
            </li>
            <li>
              <strong>Object</strong> to, or ask us to restrict, particular uses of your information; and
            </li>
            <li>
              <strong>Export</strong> a copy of your information in a common, machine-readable format.
            </li>
          </ul>
          <p>
            Two of them you can use yourself, at any time, from the account menu (your picture at the top
            right when you are signed in): <strong>Export my data</strong> downloads everything we hold about
            you as a JSON file, and <strong>Delete account</strong> deletes your account, your brands, names
            and logos after you confirm. Payment records are then kept only for the period above, no longer
            linked to you, and the trial's keyed hash for {retention}.
          </p>
          <p>
            For the others, or if you cannot sign in, e-mail{" "}
            <MailLink email={supportEmail} subject="Privacy request" /> from the address linked to your
            account and tell us what you would like us to do. We may ask you to confirm your identity before
            we act. We will reply within 30 days, or sooner where the law requires it.
          </p>
          <p>
            If you are not satisfied with our answer, you also have the right to complain to the data
            protection authority where you live.
          </p>
        </>
      ),
    },
    {
      id: "international-users",
      heading: "International Users",
      body: (
        <p>
          {BRAND.businessName} is based in {BRAND.location}. Our service providers, including our hosting, AI
          and payment providers, may store and process your information in other countries, whose data
          protection laws may differ from those where you live. When your information is transferred, we rely
          on providers that commit to protecting it and use it only to provide their services to us.
        </p>
      ),
    },
    {
      id: "childrens-privacy",
      heading: "Children's Privacy",
      body: (
        <p>
          {BRAND.productName} is not intended for anyone under {MINIMUM_AGE}, and we do not knowingly collect
          personal information from people under {MINIMUM_AGE}. If you believe someone under {MINIMUM_AGE} has
          given us their information, please contact us at <MailLink email={supportEmail} /> and we will
          delete it.
        </p>
      ),
    },
    {
      id: "changes",
      heading: "Changes to This Policy",
      body: (
        <p>
          We may update this Privacy Policy when our service or the law changes. We will change the "Last
          updated" date at the top of this page, and if the changes are significant we will also tell you by
          e-mail or in the app before they take effect.
        </p>
      ),
    },
    {
      id: "contact",
      heading: "Contact Us",
      body: (
        <>
          <p>If you have questions about this policy or how we handle your information, please contact us:</p>
          <ContactDetails email={supportEmail} />
        </>
      ),
    },
  ];
}
