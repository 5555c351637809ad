import { Link, Outlet } from "@tanstack/react-router";
import { focusRing } from "@/components/ui/focus-ring";
import { cn } from "@/lib/cn";
import { useSignedInUser } from "@/features/accounts";
import { ADMIN_NAV } from "../admin-nav";

/**
 * The operator area: its navigation above the section's page. Only admins (granted with `npm run admin
 * -- grant-admin`) see it; anyone else gets the 403 page, and the API refuses them too.
 */
export function AdminLayout() {
  const user = useSignedInUser();
  if (!user.is_admin) return <AdminForbidden />;
  return (
    <div className="mx-auto grid w-full max-w-5xl gap-6 px-4 py-8 sm:px-6 lg:py-12 [&>*]:min-w-0">
      <header className="grid gap-3">
        <h1 className="text-2xl font-semibold tracking-tight">Operator</h1>
        <nav aria-label="Operator sections" className="-mx-1 overflow-x-auto">
          <ul className="flex gap-1 border-b">
            {ADMIN_NAV.map((item) => (
              <li key={String(item.to)}>
                <Link
                  to={item.to}
                  activeOptions={{ exact: true }}
                  className={cn(
                    "-mb-px inline-block border-b-2 border-transparent px-3 py-2 text-sm font-medium whitespace-nowrap text-muted-foreground hover:text-foreground",
                    "data-[status=active]:border-primary data-[status=active]:text-foreground",
                    focusRing,
                  )}
                >
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </header>
      <Outlet />
    </div>
  );
}

function AdminForbidden() {
  return (
    <div className="mx-auto grid max-w-xl gap-2 px-4 py-24 text-center">
      <title>Not allowed · Folio</title>
      <p className="text-sm font-medium text-muted-foreground">403</p>
      <h1 className="text-2xl font-semibold">This page is for Folio's operators</h1>
      <p className="text-muted-foreground">Your account cannot open the operator area. The operator of this Folio server can grant access.</p>
    </div>
  );
}
