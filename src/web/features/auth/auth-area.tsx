import { LogOut } from "lucide-react";
import { Avatar } from "@/web/components/ui/avatar";
import { Button } from "@/web/components/ui/button";
import { MenuButton } from "@/web/components/ui/menu";
import { Spinner } from "@/web/components/ui/spinner";
import { useAuth } from "./auth-provider";

/** The nav bar's right side: spinner while loading, "Sign in", or the avatar menu. */
export function AuthArea() {
  const auth = useAuth();
  if (auth.status === "loading")
    return <Spinner label="Checking your sign-in" className="size-9 justify-center" />;
  if (auth.status === "signed-out") {
    return (
      <Button size="sm" onClick={() => void auth.signIn()}>
        Sign in
      </Button>
    );
  }
  const { user } = auth.me;
  return (
    <MenuButton
      label={`Account menu for ${user.name}`}
      trigger={<Avatar name={user.name} src={user.image} />}
      header={
        <>
          <p className="truncate font-semibold text-slate-900">{user.name}</p>
          <p className="truncate text-slate-600">{user.email}</p>
        </>
      }
      items={[
        {
          label: "Sign out",
          icon: <LogOut className="size-4" aria-hidden="true" />,
          onSelect: () => void auth.signOut(),
        },
      ]}
    />
  );
}
