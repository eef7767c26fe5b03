import { html, raw } from "hono/html";
import type { Locale } from "@/shared/locale";
import type { AuthorizeRequest } from "./demo-idp-request";

/** Pages of the demo identity provider: plain HTML, no script, an external stylesheet (CSP-friendly). */

export const SIGN_IN_CSS = `
*{box-sizing:border-box}
body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;padding:24px;
font-family:ui-sans-serif,system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;background:#f1f5f9;color:#0f172a}
main{width:100%;max-width:420px;background:#fff;border-radius:16px;padding:32px;box-shadow:0 10px 30px rgba(15,23,42,.08);border:1px solid #e2e8f0}
.badge{display:inline-block;font-size:12px;font-weight:700;letter-spacing:.04em;text-transform:uppercase;background:#fef3c7;color:#78350f;padding:4px 10px;border-radius:999px}
h1{font-size:24px;margin:16px 0 8px}
p{margin:0 0 16px;line-height:1.5;color:#334155}
label{display:block;font-weight:600;margin:16px 0 6px}
input{width:100%;font:inherit;padding:10px 12px;border:1px solid #94a3b8;border-radius:10px;color:#0f172a}
input:focus-visible{outline:3px solid #6366f1;outline-offset:1px;border-color:#4f46e5}
input[aria-invalid=true]{border-color:#b91c1c}
.error{color:#b91c1c;font-size:14px;margin:6px 0 0}
.actions{display:flex;gap:12px;margin-top:24px}
button{font:inherit;font-weight:600;border-radius:10px;padding:11px 18px;cursor:pointer;border:0}
button.primary{background:#4f46e5;color:#fff;flex:1}
button.primary:hover{background:#4338ca}
button.secondary{background:#fff;color:#334155;border:1px solid #cbd5e1}
button:focus-visible{outline:3px solid #6366f1;outline-offset:2px}
.note{font-size:14px;color:#475569;margin-top:20px}
`;

/**
 * The sign-in page's words in the request's language (issue 31: demo sign-in is a screen a person
 * reads). Field errors arrive as identityForm's English messages and are looked up here.
 */
const TEXTS: Record<
  Locale,
  {
    title: string;
    backTo: string;
    intro: (product: string) => string;
    name: string;
    email: string;
    continue: string;
    cancel: string;
    note: string;
    errors: Record<string, string>;
  }
> = {
  en: {
    title: "Demo sign-in",
    backTo: "Back to",
    intro: (product) =>
      `This is a demo identity provider built into ${product}. It stands in for Google because Google sign-in is not configured on this server. No password is needed and nothing is checked with Google: enter any name and e-mail to continue.`,
    name: "Name",
    email: "Email",
    continue: "Continue",
    cancel: "Cancel",
    note: "The same e-mail always signs in to the same demo account.",
    errors: {},
  },
  id: {
    title: "Masuk demo",
    backTo: "Kembali ke",
    intro: (product) =>
      `Ini penyedia identitas demo yang terpasang di ${product}. Ia menggantikan Google karena masuk dengan Google belum diatur di server ini. Tidak perlu kata sandi dan tidak ada yang diperiksa ke Google: isi nama dan email apa saja untuk melanjutkan.`,
    name: "Nama",
    email: "Email",
    continue: "Lanjutkan",
    cancel: "Batal",
    note: "Email yang sama selalu masuk ke akun demo yang sama.",
    errors: {
      "Please enter your name.": "Isi nama Anda.",
      "Please use at most 80 characters.": "Gunakan paling banyak 80 karakter.",
      "Please remove control characters.": "Hapus karakter kontrol.",
      "Please enter a valid e-mail address.": "Isi alamat email yang valid.",
    },
  },
};

type PageOptions = {
  productName: string;
  locale?: Locale;
  request?: AuthorizeRequest;
  fatal?: string;
  values?: Record<string, string | undefined>;
  errors?: Record<string, string>;
};

export function renderSignInPage({
  productName,
  locale = "en",
  request,
  fatal,
  values = {},
  errors = {},
}: PageOptions) {
  const texts = TEXTS[locale];
  const field = (name: "name" | "email", label: string, type: string, autocomplete: string) => {
    const english = errors[name];
    const error = english && (texts.errors[english] ?? english);
    return html`<label for="${name}">${label}</label>
      <input id="${name}" name="${name}" type="${type}" autocomplete="${autocomplete}" required
        value="${values[name] ?? ""}" ${error ? raw(`aria-invalid="true" aria-describedby="${name}-error"`) : ""} />
      ${error ? html`<p class="error" id="${name}-error">${error}</p>` : ""}`;
  };
  const hidden = request
    ? Object.entries(request)
        .filter(([, v]) => v !== undefined)
        .map(([k, v]) => html`<input type="hidden" name="${k}" value="${String(v)}" />`)
    : [];
  return html`<!doctype html>
<html lang="${locale}">
<head>
<meta charset="utf-8" />
<meta name="viewport" content="width=device-width, initial-scale=1" />
<meta name="robots" content="noindex" />
<title>${texts.title} · ${productName}</title>
<link rel="stylesheet" href="/demo-idp/style.css" />
<link rel="icon" href="/favicon.svg" type="image/svg+xml" />
</head>
<body>
<main>
  <span class="badge">Demo</span>
  <h1>${texts.title}</h1>
  ${
    fatal
      ? html`<p role="alert">${fatal}</p><p><a href="/">${texts.backTo} ${productName}</a></p>`
      : html`<p>${texts.intro(productName)}</p>
  <form method="post" action="/demo-idp/authorize" novalidate>
    ${hidden}
    ${field("name", texts.name, "text", "name")}
    ${field("email", texts.email, "email", "email")}
    <div class="actions">
      <button class="primary" type="submit" name="action" value="continue">${texts.continue}</button>
      <button class="secondary" type="submit" name="action" value="cancel" formnovalidate>${texts.cancel}</button>
    </div>
  </form>
  <p class="note">${texts.note}</p>`
  }
</main>
</body>
</html>`;
}

const PALETTE = ["#4f46e5", "#0f766e", "#b45309", "#be123c", "#7c3aed", "#0369a1", "#15803d", "#c2410c"];

export function avatarSvg(sub: string, name: string): string {
  let hash = 0;
  for (const ch of sub) hash = (hash * 31 + ch.charCodeAt(0)) >>> 0;
  const colour = PALETTE[hash % PALETTE.length];
  const initial = ([...name.trim()][0] ?? "?").toUpperCase().replace(/[<>&"']/g, "?");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96"><rect width="96" height="96" rx="48" fill="${colour}"/><text x="48" y="62" text-anchor="middle" font-family="Arial, sans-serif" font-size="44" font-weight="700" fill="#fff">${initial}</text></svg>`;
}
