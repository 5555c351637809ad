import type { User } from "@folio/contract";

export function makeUser(overrides: Partial<User> = {}): User {
  return {
    id: "usr_1",
    email: "ada@example.com",
    is_active: true,
    is_verified: false,
    is_anonymous: false,
    roles: ["free"],
    role: "free",
    plan: "FREE",
    unlimited: false,
    is_admin: false,
    first_name: "Ada",
    last_name: "Lovelace",
    created_at: "2026-01-01T00:00:00.000Z",
    ...overrides,
  };
}

export function makeAnonymousUser(id = "anon_abc"): User {
  return makeUser({ id, email: null, is_anonymous: true, roles: [], role: "anonymous", first_name: null, last_name: null });
}
