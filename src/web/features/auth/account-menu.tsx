import { Trans, useLingui } from "@lingui/react/macro";
import { FolderOpen, LogOut, Trash2, UserRoundCog } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { Link, useNavigate } from "react-router";
import { paths } from "@/shared/routes";
import { Avatar } from "@/web/components/ui/avatar";
import { MenuButton } from "@/web/components/ui/menu";
import { downloadFile } from "@/web/lib/download-file";
import { withAreas } from "@/web/lib/i18n/i18n";
import { toast } from "@/web/lib/toast";
import { type AuthState, useAuth } from "./use-auth";

const DeleteAccountDialog = lazy(
  withAreas(["pages", "account"], () =>
    import("@/web/features/account/delete-account-dialog").then((m) => ({ default: m.DeleteAccountDialog })),
  ),
);

type SignedIn = Extract<AuthState, { status: "signed-in" }>;

/**
 * A signed-in person's side of the nav bar: My brands and the avatar menu. Its own chunk, loaded
 * once someone is known to be signed in (auth-area.tsx), so a visitor's landing page does not
 * load it (issue 30, Speed).
 */
export default function AccountMenu({ user }: { user: SignedIn["me"]["user"] }) {
  const { t } = useLingui();
  const auth = useAuth();
  const navigate = useNavigate();
  const [deleting, setDeleting] = useState(false);
  const exportData = async () => {
    const result = await downloadFile("/api/me/export", "my-data.json").catch(() => ({
      ok: false,
      status: 0,
    }));
    if (!result.ok)
      toast.error(t`Error`, { description: t`We couldn't export your data. Please try again.` });
  };
  return (
    <div className="flex items-center gap-1 sm:gap-2">
      <Link
        to={paths.brands()}
        className="hidden rounded-lg px-3 py-2 font-medium text-slate-700 text-sm hover:bg-slate-100 hover:text-slate-900 sm:inline-block"
      >
        <Trans>My brands</Trans>
      </Link>
      <MenuButton
        label={t`Account menu for ${user.name}`}
        trigger={<Avatar name={user.name} src={user.image} />}
        header={
          <>
            <p className="truncate font-semibold text-slate-900">{user.name}</p>
            <p className="truncate text-slate-600">{user.email}</p>
          </>
        }
        items={[
          {
            label: t`My brands`,
            icon: <FolderOpen className="size-4" aria-hidden="true" />,
            onSelect: () => navigate(paths.brands()),
          },
          {
            label: t`Export my data`,
            icon: <UserRoundCog className="size-4" aria-hidden="true" />,
            onSelect: () => void exportData(),
          },
          {
            label: t`Delete account`,
            icon: <Trash2 className="size-4" aria-hidden="true" />,
            onSelect: () => setDeleting(true),
          },
          {
            label: t`Sign out`,
            icon: <LogOut className="size-4" aria-hidden="true" />,
            onSelect: () => void auth.signOut(),
          },
        ]}
      />
      {deleting ? (
        <Suspense fallback={null}>
          <DeleteAccountDialog
            open
            email={user.email}
            onClose={() => setDeleting(false)}
            onDeleted={() => {
              // A full load: nothing of the deleted account stays in memory.
              sessionStorage.setItem("account-deleted", "1");
              window.location.assign(paths.home());
            }}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
