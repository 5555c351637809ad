import type { ReactNode } from "react";
import { PageSpinner } from "@/components/ui/page-spinner";
import { ErrorState } from "@/components/error-state";
import { errorDetail } from "@/lib/api-client";
import { useProfile } from "../api/profile";
import { useSignedInUser } from "../api/use-signed-in-user";
import { DeleteAccountSection } from "./delete-account-section";
import { EmailVerificationSection } from "./email-verification-section";
import { PersonalDetailsSection } from "./personal-details-section";
import { ProfilePictureSection } from "./profile-picture-section";

/**
 * Account settings, in the spec's order: picture, personal details, verification, deletion.
 * `extra` holds sections of later features (connected assistants), shown before deletion.
 */
export function SettingsPage({ extra }: { extra?: ReactNode } = {}) {
  const user = useSignedInUser();
  const profile = useProfile(user);

  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-8 sm:px-6 lg:py-12">
      <title>Settings · Folio</title>
      <header className="mb-6 grid gap-1">
        <h1 className="text-2xl font-semibold tracking-tight">Settings</h1>
        <p className="text-sm text-muted-foreground">Your profile and your account.</p>
      </header>
      {profile.isPending ? (
        <PageSpinner label="Loading your profile" />
      ) : profile.isError ? (
        <ErrorState message={errorDetail(profile.error)} onRetry={() => void profile.refetch()} retrying={profile.isFetching} />
      ) : (
        <div className="grid gap-6">
          <ProfilePictureSection user={user} profile={profile.data} />
          {/* Remounted when the profile is first completed, so the form starts from the saved values. */}
          <PersonalDetailsSection key={profile.data ? "saved" : "new"} user={user} profile={profile.data} />
          <EmailVerificationSection user={user} />
          {extra}
          <DeleteAccountSection />
        </div>
      )}
    </div>
  );
}
