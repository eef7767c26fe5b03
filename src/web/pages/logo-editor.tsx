import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { ArrowLeft, Download, Lock } from "lucide-react";
import { Link, useNavigate, useParams, useSearchParams } from "react-router";
import { type EditorFrom, isUuid, paths } from "@/shared/routes";
import { buttonVariants } from "@/web/components/ui/button-variants";
import { Spinner } from "@/web/components/ui/spinner";
import { useAuth } from "@/web/features/auth/use-auth";
import { useBrand } from "@/web/features/brands/api/brands-api";
import { editorApi } from "@/web/features/editor/api/editor-api";
import { LogoEditor } from "@/web/features/editor/logo-editor";
import { ApiRequestError } from "@/web/lib/api";
import { usePageMeta } from "@/web/lib/page-meta";
import { WithQuery } from "@/web/lib/query";
import { invalidateBrand, queryKeys } from "@/web/lib/query-keys";
import { PageShell } from "@/web/pages/page-shell";
import { SignInRequired } from "@/web/pages/sign-in-required";

type From = EditorFrom;

function backPath(brandId: string, from: From, saved: boolean): string {
  if (from === "brand") return paths.brand(brandId);
  // A saved edit is the brand's logo now: step 5 shows it.
  return paths.home({ step: saved ? "download" : from, brand: brandId });
}

/** /brands/:id/edit?logo=…&from=…: the logo editor for one logo of a brand. */
export default function LogoEditorPage() {
  return (
    <WithQuery>
      <LogoEditorContent />
    </WithQuery>
  );
}

function LogoEditorContent() {
  const { t } = useLingui();
  const { id: brandId = "" } = useParams();
  const [params] = useSearchParams();
  const logoId = params.get("logo") ?? "";
  const raw = params.get("from");
  const from: From = raw === "logos" || raw === "brand" ? raw : "download";
  const auth = useAuth();
  const navigate = useNavigate();
  const client = useQueryClient();
  usePageMeta({
    title: t`Edit logo`,
    description: t`Edit your logo: colours, type, layout, symbol and name.`,
  });
  const signedIn = auth.status === "signed-in";
  const valid = isUuid(logoId) && isUuid(brandId);
  const editor = useQuery({
    queryKey: queryKeys.editor(logoId),
    enabled: signedIn && valid,
    // The editor starts from the stored design each time it opens.
    gcTime: 0,
    queryFn: () => editorApi.open(logoId),
  });

  // The brand tells a downloaded (final) logo apart from one that is missing or not yours.
  const brand = useBrand(brandId, signedIn && isUuid(brandId));
  const downloaded = brand.data?.session.isCompleted === true;

  if (auth.status === "signed-out") return <SignInRequired what={t`this logo in the editor`} />;

  const back = (
    <Link
      to={backPath(brandId, from, false)}
      className={buttonVariants({ variant: "ghost", size: "sm", className: "-ml-3" })}
    >
      <ArrowLeft aria-hidden="true" />
      {from === "brand" ? t`Back to the brand` : t`Back`}
    </Link>
  );

  const finalView = (
    <div className="space-y-4 rounded-2xl border border-slate-200 bg-slate-50 p-8 text-center">
      <Lock className="mx-auto size-8 text-slate-500" aria-hidden="true" />
      <h1 className="font-bold text-2xl text-slate-900">
        <Trans>Your logo is final</Trans>
      </h1>
      <p className="text-slate-700">
        <Trans>
          This brand's logo was downloaded, so it is final: what you downloaded stays what you own. Your files
          are ready to download again at any time.
        </Trans>
      </p>
      <Link to={paths.brand(brandId)} className={buttonVariants()}>
        <Download aria-hidden="true" />
        <Trans>Go to your downloads</Trans>
      </Link>
    </div>
  );

  let body: React.ReactNode;
  if (downloaded && (!valid || editor.isError || (editor.data && !editor.data.editable))) {
    body = finalView;
  } else if ((!valid || editor.isError) && brand.isPending && isUuid(brandId)) {
    body = (
      <div className="flex justify-center py-24">
        <Spinner label={t`Opening the editor`} className="[&>span:first-child]:size-8" />
      </div>
    );
  } else if (!valid || editor.isError) {
    const missing = !valid || (editor.error instanceof ApiRequestError && editor.error.status === 404);
    body = (
      <div role="alert" className="space-y-3 py-12 text-center">
        <h1 className="font-bold text-2xl text-slate-900">
          {missing ? t`We couldn't find that logo` : t`We couldn't open the editor`}
        </h1>
        <p className="text-slate-600">
          {missing ? t`It may belong to another account.` : t`Please check your connection and try again.`}
        </p>
      </div>
    );
  } else if (!signedIn || editor.isPending) {
    body = (
      <div className="flex justify-center py-24">
        <Spinner label={t`Opening the editor`} className="[&>span:first-child]:size-8" />
      </div>
    );
  } else if (!editor.data.editable) {
    body = (
      <div className="space-y-3 rounded-2xl border border-slate-200 bg-slate-50 p-8 text-center">
        <Lock className="mx-auto size-8 text-slate-500" aria-hidden="true" />
        <h1 className="font-bold text-2xl text-slate-900">
          <Trans>This logo can no longer be edited</Trans>
        </h1>
        <p className="text-slate-700">
          <Trans>
            A downloaded brand's logo is final, so what you downloaded stays what you own. Logos made for an
            earlier name are kept, but only your brand's current logos can be edited.
          </Trans>
        </p>
      </div>
    );
  } else {
    body = (
      <>
        <div className="mb-6 space-y-1">
          <h1 className="font-bold text-2xl text-slate-900 tracking-tight sm:text-3xl">
            <Trans>Edit your logo</Trans>
          </h1>
          <p className="text-slate-600">
            <Trans>
              Every change shows at once. Save to make it <span dir="auto">{editor.data.design.name}</span>'s
              logo.
            </Trans>
          </p>
        </div>
        <LogoEditor
          state={editor.data}
          onCancel={() => navigate(backPath(brandId, from, false))}
          onSaved={() => {
            void invalidateBrand(client);
            navigate(backPath(brandId, from, true));
          }}
        />
      </>
    );
  }

  return (
    <PageShell width="max-w-6xl">
      {back}
      <div className="mt-4">{body}</div>
    </PageShell>
  );
}
