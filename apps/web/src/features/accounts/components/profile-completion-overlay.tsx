import type { User } from "@folio/contract";
import { Dialog, DialogDescription, DialogFullScreenContent, DialogTitle } from "@/components/ui/dialog";
import { FolioLogo } from "@/components/folio-logo";
import { useProfile } from "../api/profile";
import { ProfileCompletionForm } from "./profile-completion-form";

/**
 * Covers the app until a registered user has completed their profile (the API answers 404 until
 * then); it closes by itself once the profile is saved.
 */
export function ProfileCompletionOverlay({ user }: { user: User }) {
  const profile = useProfile(user);
  if (profile.data !== null) return null;
  return (
    <Dialog open>
      <DialogFullScreenContent>
        <div className="flex min-h-full flex-col items-center justify-center px-4 py-10">
          <div className="grid w-full max-w-md gap-6">
            <FolioLogo className="justify-self-center" />
            <div className="grid gap-2 text-center">
              <DialogTitle className="text-2xl font-semibold tracking-tight">Complete your profile</DialogTitle>
              <DialogDescription className="text-sm text-muted-foreground">
                Tell us your name and what you do, so Folio can greet you properly.
              </DialogDescription>
            </div>
            <div className="rounded-lg border bg-card p-5 sm:p-6">
              <ProfileCompletionForm
                userId={user.id}
                initial={{ first_name: user.first_name ?? "", last_name: user.last_name ?? "", profession: "" }}
              />
            </div>
          </div>
        </div>
      </DialogFullScreenContent>
    </Dialog>
  );
}
