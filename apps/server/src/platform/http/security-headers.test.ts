import crypto from "node:crypto";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { AppError } from "../errors.ts";
import { createLogger } from "../logger.ts";
import type { HonoEnv } from "./env.ts";
import { handleError } from "./error-handler.ts";
import { API_CONTENT_SECURITY_POLICY, appContentSecurityPolicy, inlineScriptHashes, securityHeaders, thirdPartySources } from "./security-headers.ts";

/** The middleware in front of routes that answer, fail, fail unexpectedly and do not exist. */
function appWith(publicUrl?: string): Hono<HonoEnv> {
  const app = new Hono<HonoEnv>();
  app.use("*", securityHeaders({ PUBLIC_URL: publicUrl }));
  app.use("*", async (c, next) => {
    c.set("log", createLogger("silent"));
    await next();
  });
  app.get("/ok", (c) => c.json({ ok: true }));
  app.get("/refused", () => {
    throw new AppError("forbidden");
  });
  app.get("/broken", () => {
    throw new Error("a bug");
  });
  app.get("/own-policy", (c) => c.text("x", 200, { "Content-Security-Policy": "default-src 'self'" }));
  app.onError(handleError);
  app.notFound((c) => c.json({ detail: "Not found." }, 404));
  return app;
}

describe("securityHeaders", () => {
  it("sends the same headers on a success, a 4xx, an unexpected 5xx and a 404", async () => {
    const app = appWith();
    const answers = await Promise.all(["/ok", "/refused", "/broken", "/missing"].map((p) => app.request(p)));
    expect(answers.map((r) => r.status)).toEqual([200, 403, 500, 404]);
    for (const res of answers) {
      expect(res.headers.get("content-type")).toMatch(/^application\/json/);
      expect(res.headers.get("content-security-policy")).toBe(API_CONTENT_SECURITY_POLICY);
      expect(res.headers.get("x-content-type-options")).toBe("nosniff");
      expect(res.headers.get("x-frame-options")).toBe("DENY");
      expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
      expect(res.headers.get("cross-origin-opener-policy")).toBe("same-origin");
      expect(res.headers.get("permissions-policy")).toContain("camera=()");
      expect(res.headers.get("strict-transport-security")).toBeNull();
    }
  });

  it("keeps a policy the handler chose", async () => {
    const res = await appWith().request("/own-policy");
    expect(res.headers.get("content-security-policy")).toBe("default-src 'self'");
    expect(res.headers.get("x-frame-options")).toBe("DENY");
  });

  it("sends HSTS only when Folio is reached over https", async () => {
    expect((await appWith("https://folio.example.com").request("/ok")).headers.get("strict-transport-security")).toBe("max-age=31536000");
    expect((await appWith("http://localhost:3000").request("/ok")).headers.get("strict-transport-security")).toBeNull();
  });

  it("the API policy loads nothing and sandboxes what is opened as a page", () => {
    const directives = API_CONTENT_SECURITY_POLICY.split("; ");
    expect(directives).toEqual(expect.arrayContaining(["default-src 'none'", "frame-ancestors 'none'", "sandbox"]));
  });
});

describe("the web app's policy", () => {
  it("hashes each inline script exactly as written, and leaves scripts with a src to 'self'", () => {
    const body = "\n      try { document.documentElement.classList.add('dark'); } catch (e) {}\n    ";
    const html = `<head><script>${body}</script><script type="module" crossorigin src="/assets/index-1.js"></script></head><body><SCRIPT>b()</SCRIPT></body>`;
    const sha = (s: string) => `sha256-${crypto.createHash("sha256").update(s).digest("base64")}`;
    expect(inlineScriptHashes(html)).toEqual([sha(body), sha("b()")]);
  });

  it("allows the inline scripts by hash and nothing else inline or from elsewhere", () => {
    const directives = new Map(
      appContentSecurityPolicy(["sha256-abc="])
        .split("; ")
        .map((d) => [d.split(" ")[0], d.split(" ").slice(1).join(" ")]),
    );
    expect(directives.get("script-src")).toBe("'self' 'wasm-unsafe-eval' 'sha256-abc='");
    expect(directives.get("default-src")).toBe("'self'");
    expect(directives.get("object-src")).toBe("'none'");
    expect(directives.get("frame-ancestors")).toBe("'none'");
    expect(directives.get("media-src")).toBe("'self' blob:");
    expect(directives.get("worker-src")).toBe("'self'");
    // The installable app: its manifest and service worker load from Folio's own origin only.
    expect(directives.get("manifest-src")).toBe("'self'");
  });
});

describe("third-party origins in the web app's policy (decision 34)", () => {
  const google = { googleEnabled: true, GOOGLE_ISSUER: "https://accounts.google.com", GOOGLE_CLIENT_ID: "id.apps.googleusercontent.com" };
  const none = { adPixelUrl: null, googleEnabled: false, GOOGLE_ISSUER: "https://accounts.google.com", GOOGLE_CLIENT_ID: undefined };

  it("allows nothing from elsewhere unless the operator configured it", () => {
    expect(appContentSecurityPolicy([], thirdPartySources(none))).toBe(appContentSecurityPolicy([]));
    expect(appContentSecurityPolicy([], thirdPartySources({ ...none, ...google, GOOGLE_ISSUER: "http://127.0.0.1:9999" }))).toBe(appContentSecurityPolicy([]));
  });

  it("adds the ad pixel's origin and Google's one-tap sources, each only where needed", () => {
    const policy = appContentSecurityPolicy(["sha256-x"], thirdPartySources({ ...none, ...google, adPixelUrl: "https://pixel.example.com/p.js?id=1" }));
    expect(policy).toContain("script-src 'self' 'wasm-unsafe-eval' 'sha256-x' https://pixel.example.com https://accounts.google.com/gsi/client;");
    expect(policy).toContain("img-src 'self' data: https://pixel.example.com;");
    expect(policy).toContain("connect-src 'self' https://pixel.example.com https://accounts.google.com/gsi/;");
    expect(policy).toContain("frame-src https://accounts.google.com/gsi/;");
    expect(policy).toContain("style-src 'self' 'unsafe-inline' https://accounts.google.com/gsi/style;");
  });
});
