import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Redo2, RotateCcw, Shuffle, Undo2 } from "lucide-react";
import { type ReactNode, useEffect, useId, useState } from "react";
import { contrastGrade, contrastRatio } from "@/shared/contrast";
import {
  ABSTRACT_MARK_IDS,
  type AbstractMarkId,
  LOGO_FRAMES,
  type LogoColors,
  type LogoDesign,
  type LogoFrame,
  type LogoLayout,
  type LogoSymbol,
  logoDesignSchema,
  TEXT_CASES,
  TYPE_STYLE_IDS,
  type TypeStyleId,
} from "@/shared/logo-design";
import { defaultLetterSpacing } from "@/shared/type-tracking";
import { Button } from "@/web/components/ui/button";
import { Spinner } from "@/web/components/ui/spinner";
import { LiveScene } from "@/web/features/mockups/live-scene";
import { cn } from "@/web/lib/cn";
import { apiErrorMessage } from "@/web/lib/i18n/api-errors";
import type { SessionView } from "@/web/lib/session-view";
import { toast } from "@/web/lib/toast";
import { type EditorState, editorApi } from "./api/editor-api";
import { DiscardEditsDialog } from "./discard-edits-dialog";
import { CASE_LABELS, FRAME_LABELS, LAYOUT_LABELS, symbolLabel, TYPEFACE_LABELS } from "./editor-labels";
import { useDesignHistory } from "./use-design-history";
import { useLivePreview } from "./use-live-preview";

type Change = (update: (design: LogoDesign) => LogoDesign, group: string, continuous?: boolean) => void;

const COLOR_ROLES: Array<{ key: keyof LogoColors; label: MessageDescriptor }> = [
  { key: "background", label: msg`Background` },
  { key: "ink", label: msg`Name` },
  { key: "primary", label: msg`Symbol` },
  { key: "accent", label: msg`Accent` },
];

const HEX = /^#[0-9A-Fa-f]{6}$/;

/** A letter spacing as people read it: "0", "0.06 em", "-0.02 em". */
function emText(value: number): string {
  return value === 0 ? "0" : `${value.toFixed(2)} em`;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="border-slate-200 border-t pt-5 first:border-t-0 first:pt-0">
      <fieldset className="min-w-0">
        <legend className="mb-3 font-semibold text-slate-900">{title}</legend>
        <div className="space-y-3">{children}</div>
      </fieldset>
    </div>
  );
}

/** A row of native radios styled as chips: arrow keys move between them as in any radio group. */
function Chips<T extends string>({
  name,
  options,
  value,
  onChange,
  labelledBy,
}: {
  name: string;
  options: Array<{ value: T; label: string }>;
  value: T | null;
  onChange: (value: T) => void;
  /** The id of the text that names the choice, when the group sits under no section title. */
  labelledBy?: string;
}) {
  return (
    <div className="flex flex-wrap gap-2" role="radiogroup" aria-labelledby={labelledBy}>
      {options.map((option) => (
        <label key={option.value} className="relative">
          <input
            type="radio"
            name={name}
            value={option.value}
            checked={value === option.value}
            onChange={() => onChange(option.value)}
            className="peer sr-only"
          />
          <span className="inline-flex h-10 cursor-pointer items-center rounded-full px-4 text-sm ring-1 ring-slate-300 ring-inset peer-checked:bg-brand-600 peer-checked:text-white peer-checked:ring-brand-600 peer-focus-visible:outline-2 peer-focus-visible:outline-brand-600 peer-focus-visible:outline-offset-2 hover:bg-slate-50 peer-checked:hover:bg-brand-700">
            {option.label}
          </span>
        </label>
      ))}
    </div>
  );
}

function ColorField({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const { t } = useLingui();
  const id = useId();
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  return (
    <div className="flex items-center gap-2">
      <input
        id={`${id}-picker`}
        type="color"
        value={value.toLowerCase()}
        onChange={(event) => onChange(event.target.value.toUpperCase())}
        aria-label={t`${label} colour`}
        className="h-10 w-12 shrink-0 cursor-pointer rounded-lg border border-slate-300 bg-white p-1"
      />
      <div className="min-w-0">
        <label htmlFor={`${id}-hex`} className="block text-slate-700 text-xs">
          {label}
        </label>
        <input
          id={`${id}-hex`}
          value={text}
          maxLength={7}
          spellCheck={false}
          onChange={(event) => {
            const next = event.target.value.trim();
            setText(next);
            if (HEX.test(next)) onChange(next.toUpperCase());
          }}
          onBlur={() => setText(value)}
          className="w-24 rounded-md border border-slate-300 px-2 py-1 font-mono text-sm uppercase"
        />
      </div>
    </div>
  );
}

function ContrastCheck({ colors }: { colors: LogoColors }) {
  const { t } = useLingui();
  const rows = [
    {
      label: t`Name on background`,
      ratio: contrastRatio(colors.ink, colors.background),
      min: 4.5,
      text: true,
    },
    {
      label: t`Symbol on background`,
      ratio: contrastRatio(colors.primary, colors.background),
      min: 3,
      text: false,
    },
  ];
  return (
    <div className="rounded-xl bg-slate-50 p-3 text-sm" aria-live="polite">
      <p className="font-medium text-slate-900">
        <Trans>Contrast check (WCAG)</Trans>
      </p>
      <ul className="mt-1 space-y-1">
        {rows.map((row) => {
          const ok = row.ratio >= row.min;
          const min = row.min;
          return (
            <li key={row.label} className="flex flex-wrap items-baseline justify-between gap-x-3">
              <span className="text-slate-700">{row.label}</span>
              <span className={cn("font-semibold tabular-nums", ok ? "text-emerald-700" : "text-red-700")}>
                {row.ratio.toFixed(1)}:1{" "}
                {ok ? `✓ ${row.text ? contrastGrade(row.ratio) : t`graphics`}` : `✗ ${t`below ${min}:1`}`}
              </span>
            </li>
          );
        })}
      </ul>
      {rows.some((row) => row.ratio < row.min) && (
        <p className="mt-2 text-red-800">
          <Trans>
            Too little contrast to read well. The logo deepens those colours to stay readable; pick stronger
            ones to keep your exact colours.
          </Trans>
        </p>
      )}
    </div>
  );
}

function symbolKey(symbol: LogoSymbol): string {
  if (symbol.kind === "motif") return `motif:${symbol.id}`;
  if (symbol.kind === "icon") return `icon:${symbol.source}:${symbol.id}`;
  return symbol.kind;
}

/** The distinct colours of a traced symbol, as the editor recolours them (colour for colour). */
function tracedFills(symbol: LogoSymbol): string[] {
  return symbol.kind === "traced" ? [...new Set(symbol.paths.map((p) => p.fill))] : [];
}

function SymbolControls({
  state,
  design,
  change,
}: {
  state: EditorState;
  design: LogoDesign;
  change: Change;
}) {
  const { t } = useLingui();
  const original = state.design.symbol;
  const options: Array<{ value: string; label: string }> = [];
  if (original.kind === "traced") options.push({ value: "traced", label: t`Original symbol` });
  for (const alt of state.choices.symbols) {
    options.push({
      value: alt.key,
      label: alt.symbol.kind === "motif" ? symbolLabel(alt.symbol.id) : alt.label,
    });
  }
  options.push(
    { value: "abstract", label: t`Abstract` },
    { value: "monogram", label: t`Initials` },
    { value: "none", label: t`None` },
  );
  const choose = (value: string) =>
    change((d) => {
      let symbol: LogoSymbol;
      const offered = state.choices.symbols.find((alt) => alt.key === value)?.symbol;
      if (value === "traced") symbol = original;
      else if (offered) symbol = offered;
      else if (value === "abstract")
        symbol =
          original.kind === "abstract"
            ? original
            : { kind: "abstract", id: ABSTRACT_MARK_IDS[0] as AbstractMarkId, variant: 0 };
      else if (value === "monogram") symbol = { kind: "monogram", letters: null };
      else symbol = { kind: "none" };
      return { ...d, symbol };
    }, "symbol");
  const another = () =>
    change((d) => {
      if (d.symbol.kind !== "abstract") return d;
      const index = ABSTRACT_MARK_IDS.indexOf(d.symbol.id);
      const id = ABSTRACT_MARK_IDS[(index + 1) % ABSTRACT_MARK_IDS.length] as AbstractMarkId;
      return { ...d, symbol: { kind: "abstract", id, variant: (d.symbol.variant + 7) % 60 } };
    }, "symbol-shape");
  const fills = tracedFills(design.symbol);
  const framed = design.layout !== "wordmark" && design.layout !== "emblem" && design.symbol.kind !== "none";
  return (
    <Section title={t`Symbol`}>
      <Chips name="symbol" options={options} value={symbolKey(design.symbol)} onChange={choose} />
      {design.symbol.kind === "icon" && (
        <p className="text-sm text-slate-600">
          <Trans>
            This pictogram is an open icon from Tabler Icons ({design.symbol.licence} licence): free to use in
            your logo, but not exclusive to you.
          </Trans>
        </p>
      )}
      {design.symbol.kind === "abstract" && (
        <Button variant="secondary" size="sm" onClick={another}>
          <Shuffle aria-hidden="true" />
          <Trans>Another shape</Trans>
        </Button>
      )}
      {framed ? (
        <label className="block max-w-xs text-sm">
          <span className="text-slate-700">
            <Trans>Frame</Trans>
          </span>
          <select
            value={design.frame}
            onChange={(event) => change((d) => ({ ...d, frame: event.target.value as LogoFrame }), "frame")}
            className="mt-1 block h-10 w-full rounded-lg border border-slate-300 bg-white px-3"
          >
            {LOGO_FRAMES.map((frame) => (
              <option key={frame} value={frame}>
                {t(FRAME_LABELS[frame])}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      {design.symbol.kind === "traced" && state.choices.traced?.recolorable && (
        <div className="space-y-2">
          <p className="text-slate-700 text-sm">
            <Trans>Symbol colours</Trans>
          </p>
          <div className="flex flex-wrap gap-4">
            {fills.map((fill, i) => (
              <ColorField
                // biome-ignore lint/suspicious/noArrayIndexKey: a colour's place is its identity (symbol colour 1, 2, ...); they never reorder
                key={`${i}-${fill}`}
                label={t`Symbol colour ${i + 1}`}
                value={fill}
                onChange={(next) =>
                  change(
                    (d) => {
                      if (d.symbol.kind !== "traced") return d;
                      const paths = d.symbol.paths.map((p) => (p.fill === fill ? { ...p, fill: next } : p));
                      return { ...d, symbol: { ...d.symbol, paths } };
                    },
                    `traced-${i}`,
                    true,
                  )
                }
              />
            ))}
          </div>
        </div>
      )}
      {design.symbol.kind === "traced" && state.choices.traced && !state.choices.traced.recolorable && (
        <p className="text-slate-600 text-sm">
          <Trans>This symbol has too many colours to recolour; it keeps its own.</Trans>
        </p>
      )}
    </Section>
  );
}

/**
 * The logo editor: every change re-renders on the server at once (watermarked until paid), with
 * undo, redo and reset. Saving makes a new version of the logo, which becomes the brand's logo.
 */
export function LogoEditor({
  state,
  onSaved,
  onCancel,
}: {
  state: EditorState;
  onSaved: (result: { logoId: string; session: SessionView }) => void;
  onCancel: () => void;
}) {
  const caseLabelId = useId();
  const spacingId = useId();
  const nameHelpId = useId();
  const { t } = useLingui();
  const logoId = state.logo.id;
  const history = useDesignHistory(state.design);
  const { design, change } = history;
  const preview = useLivePreview(logoId, design, `/api/logos/${logoId}/preview`);
  const [saving, setSaving] = useState(false);
  const [askDiscard, setAskDiscard] = useState(false);
  const cancel = () => (history.changed ? setAskDiscard(true) : onCancel());
  const parsed = logoDesignSchema.safeParse(design);
  const nameError =
    design.name.trim().length === 0
      ? t`Enter the brand name.`
      : parsed.success
        ? null
        : (parsed.error.issues.find((i) => i.path[0] === "name")?.message ?? null);

  // Ctrl/Cmd+Z and Shift+Ctrl/Cmd+Z (or Ctrl+Y) outside text fields, which keep their own undo.
  const { undo, redo } = history;
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement | null;
      if (target?.closest("input[type=text], input:not([type]), textarea")) return;
      if (!(event.ctrlKey || event.metaKey)) return;
      const key = event.key.toLowerCase();
      if (key === "z" && !event.shiftKey) undo();
      else if ((key === "z" && event.shiftKey) || key === "y") redo();
      else return;
      event.preventDefault();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [undo, redo]);

  const save = async () => {
    if (!parsed.success) return;
    setSaving(true);
    try {
      const result = await editorApi.save(logoId, parsed.data);
      toast.success(t`Logo saved`, {
        description: t`Your edit is saved as a new version and is now your logo.`,
      });
      onSaved(result);
    } catch (error) {
      toast.error(t`Couldn't save the logo`, {
        description: apiErrorMessage(error, t`Please try again.`),
      });
      setSaving(false);
    }
  };

  // Without a spacing of its own a design uses its typeface's; the control shows that value.
  const defaultSpacing = defaultLetterSpacing(design);
  const defaultText = emText(defaultSpacing);
  const spacingText =
    design.letterSpacing === null ? t`Default (${defaultText})` : emText(design.letterSpacing);

  const layouts = Object.entries(LAYOUT_LABELS).map(([value, label]) => ({
    value: value as LogoLayout,
    label: t(label as MessageDescriptor),
  }));

  return (
    // The bottom padding keeps the last controls above the phone's Save and Cancel bar.
    <div className="grid gap-6 pb-24 lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)] lg:gap-8 lg:pb-0">
      {/* Wide screens keep this whole column in view; small ones only the band below (display: contents). */}
      <div className="contents lg:sticky lg:top-24 lg:block lg:space-y-4 lg:self-start">
        {/* On small screens the preview and the history buttons stay in view in a band above the controls. */}
        {/* At most a quarter of a phone's screen, opaque, so the controls below stay readable. */}
        <div className="sticky top-16 z-10 -mx-4 flex max-h-[25dvh] items-center justify-center gap-4 border-slate-200 border-b bg-white px-4 py-2 sm:-mx-6 sm:px-6 lg:static lg:m-0 lg:block lg:max-h-none lg:space-y-4 lg:border-0 lg:bg-transparent lg:p-0">
          {/* biome-ignore lint/a11y/noStaticElementInteractions: blocking the image menu is a courtesy (docs/product.md#download), not a control. */}
          <div
            className="relative w-[min(calc(25dvh-1.25rem),45%)] shrink-0 overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm lg:w-full lg:rounded-2xl"
            onContextMenu={(event) => event.preventDefault()}
          >
            {preview.url ? (
              <img
                src={preview.url}
                alt={t`Preview of the edited logo for ${design.name}`}
                width={512}
                height={512}
                draggable={false}
                className="aspect-square w-full select-none object-contain"
                data-testid="editor-preview"
              />
            ) : null}
            {preview.pending ? (
              <Spinner
                label={t`Updating the preview`}
                className="absolute top-2 right-2 rounded-full bg-white/90 p-1"
              />
            ) : null}
          </div>
          <div
            className="flex flex-col gap-2 lg:flex-row lg:flex-wrap"
            role="toolbar"
            aria-label={t`Edit history`}
          >
            <Button
              variant="secondary"
              size="sm"
              onClick={history.undo}
              disabled={!history.canUndo}
              aria-keyshortcuts="Control+Z"
            >
              <Undo2 aria-hidden="true" />
              <Trans>Undo</Trans>
            </Button>
            <Button
              variant="secondary"
              size="sm"
              onClick={history.redo}
              disabled={!history.canRedo}
              aria-keyshortcuts="Control+Shift+Z"
            >
              <Redo2 aria-hidden="true" />
              <Trans>Redo</Trans>
            </Button>
            <Button variant="ghost" size="sm" onClick={history.reset} disabled={!history.changed}>
              <RotateCcw aria-hidden="true" />
              <Trans>Reset</Trans>
            </Button>
          </div>
        </div>
        <div className="space-y-4">
          {preview.error ? (
            <p role="alert" className="text-red-700 text-sm">
              {preview.error}
            </p>
          ) : null}
          {state.watermarked ? (
            <p className="text-slate-600 text-sm">
              <Trans>The preview is watermarked until you unlock the package.</Trans>
            </p>
          ) : null}
          <LiveScene logoId={logoId} design={design} />
          {/* Phones: a bar fixed at the bottom, so Save and Cancel are in reach below every control. */}
          <div
            data-testid="editor-actions"
            className="fixed inset-x-0 bottom-0 z-20 flex gap-3 border-slate-200 border-t bg-white px-4 py-3 shadow-[0_-4px_12px_rgb(15_23_42/0.08)] sm:px-6 lg:static lg:border-0 lg:p-0 lg:shadow-none"
          >
            <Button
              size="lg"
              className="flex-1 lg:flex-none"
              onClick={() => void save()}
              disabled={saving || !parsed.success || !history.changed}
            >
              {saving ? <Spinner label={t`Saving`} /> : null}
              <Trans>Save logo</Trans>
            </Button>
            <Button
              size="lg"
              variant="secondary"
              className="flex-1 lg:flex-none"
              onClick={cancel}
              disabled={saving}
            >
              <Trans>Cancel</Trans>
            </Button>
          </div>
          <p className="text-slate-600 text-sm">
            <Trans>
              Edits are free and do not use a generation. Saving keeps your earlier versions. Once you
              download, the logo is final.
            </Trans>
          </p>
        </div>
      </div>

      <div className="space-y-6">
        <Section title={t`Name`}>
          <label className="block text-sm">
            <span className="text-slate-700">
              <Trans>Brand name</Trans>
            </span>
            <input
              value={design.name}
              maxLength={80}
              onChange={(event) => change((d) => ({ ...d, name: event.target.value }), "name", true)}
              aria-invalid={nameError !== null}
              aria-describedby={nameHelpId}
              dir="auto"
              className="mt-1 block h-11 w-full rounded-lg border border-slate-300 px-3 text-base"
            />
          </label>
          <p id={nameHelpId} className={cn("text-sm", nameError ? "text-red-700" : "text-slate-600")}>
            {nameError ?? t`Fix the spelling here: saving changes your brand's name to it.`}
          </p>
        </Section>

        <Section title={t`Tagline`}>
          <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
            <label className="block min-w-0 flex-1 text-sm">
              <span className="text-slate-700">
                <Trans>Tagline</Trans>
              </span>
              <input
                value={design.tagline ?? ""}
                maxLength={60}
                placeholder={t`No tagline`}
                onChange={(event) =>
                  change(
                    (d) => ({ ...d, tagline: event.target.value.trim() ? event.target.value : null }),
                    "tagline",
                    true,
                  )
                }
                dir="auto"
                className="mt-1 block h-11 w-full rounded-lg border border-slate-300 px-3 text-base"
              />
            </label>
            <Button
              variant="secondary"
              onClick={() => change((d) => ({ ...d, tagline: null }), "tagline-remove")}
              disabled={design.tagline === null}
            >
              <Trans>Remove tagline</Trans>
            </Button>
          </div>
        </Section>

        <Section title={t`Layout`}>
          <Chips
            name="layout"
            options={layouts}
            value={design.layout}
            onChange={(layout) => change((d) => ({ ...d, layout }), "layout")}
          />
        </Section>

        <SymbolControls state={state} design={design} change={change} />

        <Section title={t`Type`}>
          <label className="block max-w-xs text-sm">
            <span className="text-slate-700">
              <Trans>Typeface</Trans>
            </span>
            <select
              value={design.typeface}
              onChange={(event) =>
                change((d) => ({ ...d, typeface: event.target.value as TypeStyleId }), "typeface")
              }
              className="mt-1 block h-11 w-full rounded-lg border border-slate-300 bg-white px-3"
            >
              {TYPE_STYLE_IDS.map((id) => (
                <option key={id} value={id}>
                  {t(TYPEFACE_LABELS[id])}
                </option>
              ))}
            </select>
          </label>
          <div className="text-sm">
            <label htmlFor={spacingId} className="text-slate-700">
              <Trans>Letter spacing</Trans>
            </label>
            <div className="mt-1 flex items-center gap-3">
              <input
                id={spacingId}
                type="range"
                min={-0.05}
                max={0.4}
                step={0.01}
                value={design.letterSpacing ?? defaultSpacing}
                onChange={(event) =>
                  change((d) => ({ ...d, letterSpacing: Number(event.target.value) }), "letter-spacing", true)
                }
                aria-valuetext={spacingText}
                className="w-full min-w-0 max-w-xs accent-brand-600"
              />
              <output
                htmlFor={spacingId}
                className="min-w-28 shrink-0 whitespace-nowrap text-slate-700 tabular-nums"
              >
                {spacingText}
              </output>
              <Button
                variant="ghost"
                size="sm"
                onClick={() => change((d) => ({ ...d, letterSpacing: null }), "letter-spacing-reset")}
                disabled={design.letterSpacing === null}
              >
                <Trans>Default</Trans>
              </Button>
            </div>
          </div>
          <div className="space-y-2 text-sm">
            <p className="text-slate-700" id={caseLabelId}>
              <Trans>Case</Trans>
            </p>
            <Chips
              name="text-case"
              labelledBy={caseLabelId}
              options={TEXT_CASES.map((value) => ({ value, label: t(CASE_LABELS[value]) }))}
              value={design.textCase}
              onChange={(textCase) => change((d) => ({ ...d, textCase }), "case")}
            />
          </div>
        </Section>

        <Section title={t`Colours`}>
          <div className="space-y-2">
            <p className="text-slate-700 text-sm">
              <Trans>Suggested palettes</Trans>
            </p>
            <div className="flex flex-wrap gap-2">
              {state.choices.palettes.map((palette) => {
                const active = JSON.stringify(palette.colors) === JSON.stringify(design.colors);
                return (
                  <button
                    key={palette.id}
                    type="button"
                    aria-pressed={active}
                    aria-label={t`Palette ${palette.id}`}
                    onClick={() => change((d) => ({ ...d, colors: palette.colors }), "palette")}
                    className={cn(
                      "flex h-10 overflow-hidden rounded-lg ring-1 ring-slate-300",
                      active && "ring-2 ring-brand-600 ring-offset-2",
                    )}
                  >
                    {COLOR_ROLES.map(({ key }) => (
                      <span
                        key={key}
                        className="block h-full w-5"
                        style={{ background: palette.colors[key] }}
                      />
                    ))}
                  </button>
                );
              })}
            </div>
          </div>
          <div className="grid grid-cols-1 gap-3 min-[400px]:grid-cols-2">
            {COLOR_ROLES.map(({ key, label }) => (
              <ColorField
                key={key}
                label={t(label)}
                value={design.colors[key]}
                onChange={(value) =>
                  change((d) => ({ ...d, colors: { ...d.colors, [key]: value } }), `color-${key}`, true)
                }
              />
            ))}
          </div>
          <ContrastCheck colors={design.colors} />
        </Section>
      </div>
      <DiscardEditsDialog
        open={askDiscard}
        onKeep={() => setAskDiscard(false)}
        onDiscard={() => {
          setAskDiscard(false);
          onCancel();
        }}
      />
    </div>
  );
}
