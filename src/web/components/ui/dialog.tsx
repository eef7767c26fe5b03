import { type ReactNode, useEffect, useId, useRef } from "react";

/**
 * Modal dialog on the native <dialog> element: focus is trapped and restored by the browser,
 * Escape closes it, and the page behind is inert. Mark the primary action `data-autofocus`.
 */
export function Dialog({
  open,
  title,
  description,
  children,
  onClose,
}: {
  open: boolean;
  title: string;
  description?: ReactNode;
  children: ReactNode;
  onClose: () => void;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      // The dialog's main action (or field) takes focus, not whatever comes first in the markup.
      dialog.querySelector<HTMLElement>("[data-autofocus]")?.focus();
    }
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onClose={onClose}
      onCancel={onClose}
      className="m-auto w-[calc(100%-2rem)] max-w-md rounded-2xl border border-slate-200 bg-white p-0 text-slate-900 shadow-2xl backdrop:bg-slate-900/50 backdrop:backdrop-blur-sm"
    >
      {open ? (
        <div className="space-y-4 p-6">
          <h2 id={titleId} className="font-bold text-slate-900 text-xl">
            {title}
          </h2>
          {description ? (
            <div id={descriptionId} className="text-slate-700">
              {description}
            </div>
          ) : null}
          {children}
        </div>
      ) : null}
    </dialog>
  );
}
