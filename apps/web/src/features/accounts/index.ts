/** What other features use of accounts: the signed-in user and profile, logging out, the avatar, the profile-completion overlay, where to go after login. */
export { useProfile } from "./api/profile";
export { useCurrentUser, useSessionUser } from "./api/use-current-user";
export { useLogout } from "./api/use-logout";
export { useSignedInUser } from "./api/use-signed-in-user";
export { ProfileCompletionOverlay } from "./components/profile-completion-overlay";
export { UserAvatar } from "./components/user-avatar";
export { DEFAULT_AFTER_LOGIN } from "./next-path";
export { AuthLayout } from "./components/auth-layout";
export { GoogleOneTap } from "./components/google-one-tap";
