import { Link } from "@tanstack/react-router";
import { ChevronsUpDown, Gauge, LogOut, Moon, Settings, Sun } from "lucide-react";
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuLabel, DropdownMenuSeparator, DropdownMenuTrigger } from "@/components/ui/dropdown-menu";
import { focusRing } from "@/components/ui/focus-ring";
import { cn } from "@/lib/cn";
import { toggleTheme, useTheme } from "@/lib/theme";
import { useProfile, useLogout, useSignedInUser, UserAvatar } from "@/features/accounts";

/**
 * The signed-in user at the bottom of the sidebar: avatar and name, with Settings, theme and Log out.
 * `onNavigate` closes the phone's menu sheet when logging out, so a failed logout's toast (with its
 * Try again button) is not left behind the sheet's modal layer.
 */
export function UserMenu({ onNavigate }: { onNavigate?: () => void }) {
  const user = useSignedInUser();
  const profile = useProfile(user).data;
  const logout = useLogout();
  const theme = useTheme();
  const firstName = profile?.first_name || user.first_name;
  const lastName = profile?.last_name || user.last_name;
  const name = [firstName, lastName].filter(Boolean).join(" ") || user.email || "Your account";

  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        className={cn("flex w-full min-w-0 items-center gap-3 rounded-md p-2 text-left hover:bg-accent data-[state=open]:bg-accent", focusRing)}
        aria-label={`Account menu for ${name}`}
        data-tour="user-menu"
      >
        <UserAvatar firstName={firstName} lastName={lastName} email={user.email} imageKey={profile?.profile_image_url} className="size-8 text-xs" />
        <span className="grid min-w-0 flex-1">
          <span className="truncate text-sm font-medium">{name}</span>
          {user.email && user.email !== name && <span className="truncate text-xs text-muted-foreground">{user.email}</span>}
        </span>
        <ChevronsUpDown aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
      </DropdownMenuTrigger>
      <DropdownMenuContent side="top" align="start" className="w-(--radix-dropdown-menu-trigger-width) min-w-56">
        <DropdownMenuLabel className="grid">
          <span className="truncate font-medium">{name}</span>
          {user.email && <span className="truncate text-xs font-normal text-muted-foreground">{user.email}</span>}
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link to="/settings">
            <Settings aria-hidden="true" />
            Settings
          </Link>
        </DropdownMenuItem>
        {user.is_admin && (
          <DropdownMenuItem asChild>
            <Link to="/admin">
              <Gauge aria-hidden="true" />
              Operator
            </Link>
          </DropdownMenuItem>
        )}
        <DropdownMenuItem
          onSelect={(event) => {
            // Stay open so the new theme can be seen (and switched back) at once.
            event.preventDefault();
            toggleTheme();
          }}
        >
          {theme === "dark" ? <Sun aria-hidden="true" /> : <Moon aria-hidden="true" />}
          {theme === "dark" ? "Light theme" : "Dark theme"}
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem
          onSelect={() => {
            onNavigate?.();
            void logout();
          }}
        >
          <LogOut aria-hidden="true" />
          Log out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
