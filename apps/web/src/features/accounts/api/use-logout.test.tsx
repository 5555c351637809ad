import type { ReactNode } from "react";
import { describe, expect, it, vi } from "vitest";
import { act, renderHook, waitFor } from "@testing-library/react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { fakeFetch, jsonResponse } from "@/test-support/fake-fetch";
import { makeAnonymousUser, makeUser } from "@/test-support/users";
import { cleanUpAfterEach } from "@/test-support/clean-up";
import { CURRENT_USER_KEY } from "@/lib/session";
import { clearSessionToken, readSessionToken, saveSessionToken } from "@/lib/session-token";
import { clearToasts, useToasts } from "@/lib/toast";
import { AFTER_LOGOUT_HREF, LOGOUT_FAILED, useLogout } from "./use-logout";

const navigate = vi.fn(async () => undefined);
vi.mock("@tanstack/react-router", async (original) => ({
  ...(await original<Record<string, unknown>>()),
  useNavigate: () => navigate,
}));

cleanUpAfterEach(() => {
  clearToasts();
  clearSessionToken();
  navigate.mockClear();
  vi.restoreAllMocks();
});

function renderLogout() {
  const queryClient = new QueryClient();
  const user = makeUser();
  queryClient.setQueryData(CURRENT_USER_KEY, user);
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
  const hook = renderHook(() => ({ logout: useLogout(), toasts: useToasts() }), { wrapper });
  return { queryClient, user, hook };
}

describe("useLogout", () => {
  it("stays signed in when the logout call fails, says so, and logs out when Try again succeeds", async () => {
    saveSessionToken("user-token");
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    fakeFetch({ "POST /api/auth/cookie/logout": () => Promise.reject(new TypeError("Failed to fetch")) });
    const { queryClient, user, hook } = renderLogout();

    await act(() => hook.result.current.logout());
    expect(readSessionToken()).toBe("user-token");
    expect(navigate).not.toHaveBeenCalled();
    expect(queryClient.getQueryData(CURRENT_USER_KEY)).toEqual(user);
    const [shown] = hook.result.current.toasts;
    expect(shown).toMatchObject({ kind: "error", title: LOGOUT_FAILED.title, description: LOGOUT_FAILED.description, action: { label: "Try again" } });

    fakeFetch({
      "POST /api/auth/cookie/logout": () => jsonResponse(200, { ok: true }),
      "GET /api/create-anon-user": () => jsonResponse(200, { token: "anon-token", user: makeAnonymousUser("anon_after") }),
    });
    act(() => shown!.action!.onAction());
    await waitFor(() => expect(navigate).toHaveBeenCalledWith({ href: AFTER_LOGOUT_HREF }));
    await waitFor(() => expect(queryClient.getQueryData(CURRENT_USER_KEY)).toMatchObject({ id: "anon_after" }));
    expect(readSessionToken()).toBe("anon-token");
  });
});
