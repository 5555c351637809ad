import { Button } from "@/components/ui/button";
import { useAuthProviders } from "../api/use-auth-providers";

/** "Continue with Google", shown only when the server has Google sign-in configured. */
export function GoogleSignInButton({ next }: { next: string }) {
  const providers = useAuthProviders();
  if (!providers.data?.google) return null;
  const landing = `/auth/complete?next=${encodeURIComponent(next)}`;
  return (
    <>
      <div className="flex items-center gap-3 text-xs text-muted-foreground" role="separator" aria-label="or">
        <span className="h-px flex-1 bg-border" />
        or
        <span className="h-px flex-1 bg-border" />
      </div>
      <Button variant="outline" asChild className="w-full">
        <a href={`/api/auth/google/login?next=${encodeURIComponent(landing)}`}>Continue with Google</a>
      </Button>
    </>
  );
}
