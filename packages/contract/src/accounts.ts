import { z } from "zod";
import { taggedRoutes } from "./route.ts";
import { displayName, OkBody } from "./common.ts";
import { ReferralCode } from "./referrals.ts";

export const PROFESSIONS = ["Student", "Professionals", "Writer", "Educator", "Legal/Finance"] as const;
export const Profession = z.enum(PROFESSIONS);

export const PLAN_KEYS = ["FREE", "PREMIUM", "PRO", "ENTERPRISE"] as const;
export const PlanKey = z.enum(PLAN_KEYS);
export type PlanKey = z.infer<typeof PlanKey>;

/** The role the product derives from a user's roles: the highest matching wins. */
export const DerivedRole = z.enum(["anonymous", "free", "premium", "pro", "enterprise"]);
export type DerivedRole = z.infer<typeof DerivedRole>;

/** Text, @, a dotted domain, no spaces (the spec's simple e-mail pattern). */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const Email = z
  .string()
  .trim()
  .max(254, "The e-mail address is too long.")
  .regex(EMAIL_PATTERN, "Please enter a valid e-mail address.")
  .transform((e) => e.toLowerCase());

export const PASSWORD_MIN = 8;
export const Password = z
  .string()
  .min(PASSWORD_MIN, `The password needs at least ${PASSWORD_MIN} characters.`)
  .max(256, "The password is too long.");

const Name = displayName().min(1).max(100);

export const User = z.object({
  id: z.string(),
  email: z.string().nullable(),
  is_active: z.boolean(),
  is_verified: z.boolean(),
  is_anonymous: z.boolean(),
  roles: z.array(z.string()),
  role: DerivedRole,
  plan: PlanKey,
  unlimited: z.boolean(),
  /** The operator role: the /admin views (granted with `npm run admin -- grant-admin`). */
  is_admin: z.boolean(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  created_at: z.string(),
});
export type User = z.infer<typeof User>;

export const AuthResult = z.object({ token: z.string(), user: User });
export type AuthResult = z.infer<typeof AuthResult>;

export const RegisterBody = z.object({
  email: Email,
  password: Password,
  first_name: Name.optional(),
  last_name: Name.optional(),
  /** The referral code of the link the visitor came by (the affiliate programme); an unknown code does not stop the sign-up. */
  ref: ReferralCode.optional(),
});
export const LoginBody = z.object({ email: Email, password: z.string().min(1).max(256) });

export const Profile = z.object({
  first_name: z.string(),
  last_name: z.string(),
  profession: z.string(),
  profile_image_url: z.string().nullable(),
  email: z.string().nullable(),
});
export type Profile = z.infer<typeof Profile>;

export const ProfileUpdate = z.object({
  first_name: displayName().min(1, "First name is required").max(100),
  last_name: displayName().min(1, "Last name is required").max(100),
  profession: Profession,
  /** An image key from upload-image; null or "" removes the picture; absent keeps it. */
  profile_image_url: z.string().max(200).nullable().optional(),
});
export type ProfileUpdate = z.input<typeof ProfileUpdate>;

export const MessageBody = z.object({ detail: z.string() });

export const FORGOT_PASSWORD_SENT = "We sent you a password reset link. Check your inbox.";
export const VERIFICATION_SENT = "We sent you a verification e-mail. Check your inbox.";

const route = taggedRoutes("Accounts", { keyAccess: "none" });
const platformRoute = taggedRoutes("Platform");

export const accountRoutes = {
  register: route("post", "/api/auth/register", "public", "Create an account with e-mail and password; signs in and returns a bearer token.", { body: RegisterBody, success: { status: 201, schema: AuthResult }, errors: [400, 409, 422, 429] }),
  login: route("post", "/api/auth/login", "public", "Sign in with e-mail and password; sets the session cookie and returns a bearer token.", { body: LoginBody, success: { status: 200, schema: AuthResult }, errors: [400, 401, 422, 429] }),
  logout: route("post", "/api/auth/cookie/logout", "public", "End the current session (cookie or bearer token).", { success: { status: 200, schema: OkBody } }),
  createAnonUser: route("get", "/api/create-anon-user", "public", "Create an anonymous user (id prefixed anon_) and return its token.", { success: { status: 200, schema: AuthResult }, errors: [429] }),
  me: route("get", "/api/users/me", "user", "The current user with roles and the derived role.", { success: { status: 200, schema: User }, errors: [401] }),
  deleteAccount: route("delete", "/api/users/account/me", "user", "Delete the current account and every row and file that belongs to it. A live Stripe subscription is cancelled at Stripe first; if that fails, nothing is deleted (502).", { success: { status: 200, schema: OkBody }, errors: [401, 502] }),
  forgotPassword: route("post", "/api/auth/forgot-password", "public", "E-mail a password reset link (always answers the same, whether the account exists or not).", { body: z.object({ email: Email }), success: { status: 200, schema: MessageBody }, errors: [422, 429] }),
  resetPassword: route("post", "/api/auth/reset-password", "public", "Set a new password with the token from the reset e-mail; ends the account's other sessions.", { body: z.object({ token: z.string().min(10).max(200), password: Password }), success: { status: 200, schema: MessageBody }, errors: [400, 422] }),
  resendVerification: route("post", "/api/auth/resend-verification", "registered", "Send the e-mail verification link again.", { body: z.object({ email: Email.optional() }), success: { status: 200, schema: MessageBody }, errors: [401, 409, 429] }),
  verifyEmail: route("post", "/api/auth/verify-email", "public", "Mark the e-mail address verified with the token from the verification e-mail.", { body: z.object({ token: z.string().min(10).max(200) }), success: { status: 200, schema: MessageBody }, errors: [400] }),
  providers: route("get", "/api/auth/providers", "public", "Which sign-in methods this server offers.", { success: { status: 200, schema: z.object({ google: z.boolean() }) } }),
  googleStart: route("get", "/api/auth/google/login", "public", "Start sign-in with Google (OpenID Connect); redirects to the provider. login_hint (the account picked in the one-tap prompt) skips Google's account chooser.", { query: z.object({ next: z.string().max(500).optional(), login_hint: z.string().max(254).optional() }), success: { status: 302, schema: null }, errors: [404] }),
  claimAnonymous: route("post", "/api/auth/claim-anonymous", "registered", "After sign-in with Google (a redirect, which carries no token): move what this browser's anonymous user made, named by its anon_ token, to the signed-in account.", { body: z.object({ anon_token: z.string().min(10).max(200) }), success: { status: 200, schema: z.object({ moved: z.record(z.string(), z.number().int()) }) }, errors: [401, 403, 404] }),
  googleCallback: route("get", "/api/auth/google/callback", "public", "OpenID Connect callback: signs the user in and redirects to the app.", { query: z.object({ code: z.string().max(2000).optional(), state: z.string().max(500).optional(), error: z.string().max(500).optional() }), success: { status: 302, schema: null }, errors: [400, 404] }),
  getProfile: route("get", "/api/profile", "user", "The current user's profile; 404 until the profile has been completed.", { success: { status: 200, schema: Profile }, errors: [401, 404] }),
  putProfile: route("put", "/api/profile", "user", "Save first name, last name, profession and the profile picture key.", { body: ProfileUpdate, success: { status: 200, schema: Profile }, errors: [401, 404, 422] }),
  uploadImage: route("post", "/api/profile/upload-image", "user", "Upload a profile picture (multipart field `file`, PNG or JPEG checked by content, at most 5 MB).", { body: "multipart", success: { status: 200, schema: z.object({ imageKey: z.string() }) }, errors: [401, 413, 415] }),
  getImage: route("post", "/api/profile/get-image", "user", "A signed URL (valid one hour) for one of the current user's image keys.", { body: z.object({ key: z.string().min(1).max(200) }), success: { status: 200, schema: z.object({ url: z.string() }) }, errors: [401, 404] }),
  serveImage: route("get", "/api/profile/image/:key", "public", "Serve a profile picture through its signed URL.", { params: z.object({ key: z.string().min(1).max(200) }), query: z.object({ expires: z.coerce.number().int(), sig: z.string().max(200) }), success: { status: 200, schema: null, contentType: "image/*" }, errors: [403, 404] }),
  health: platformRoute("get", "/health", "public", "200 when the server can reach its database.", { success: { status: 200, schema: z.object({ status: z.literal("ok") }) }, errors: [503] }),
} as const;
