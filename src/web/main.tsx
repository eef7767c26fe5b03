import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/app";
import { installErrorReporting } from "./lib/error-reporting";
import { activateLocale, initialLocale } from "./lib/i18n/i18n";
import "./styles.css";

installErrorReporting();

// English is bundled; another language is fetched before the first render, so no English flashes.
const locale = initialLocale();
const ready = locale === "en" ? Promise.resolve() : activateLocale(locale).catch(() => activateLocale("en"));

void ready.then(() =>
  createRoot(document.getElementById("root")!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
