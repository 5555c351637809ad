import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isPublicAddress, normaliseUrl, safeFetch } from "./safe-fetch.ts";
import { nameForDownload } from "./download-name.ts";

describe("isPublicAddress", () => {
  it.each(["127.0.0.1", "10.1.2.3", "172.16.0.1", "192.168.1.1", "169.254.169.254", "0.0.0.0", "100.64.0.1", "224.0.0.1", "::1", "fe80::1", "fc00::1", "::ffff:127.0.0.1", "::"])(
    "refuses %s",
    (ip) => expect(isPublicAddress(ip)).toBe(false),
  );
  it.each(["8.8.8.8", "93.184.216.34", "2606:4700:4700::1111"])("accepts %s", (ip) => expect(isPublicAddress(ip)).toBe(true));
});

describe("normaliseUrl", () => {
  it("adds http:// when the scheme is missing", () => expect(normaliseUrl("example.com/a.pdf").href).toBe("http://example.com/a.pdf"));
  it.each(["file:///etc/passwd", "ftp://example.com/x.pdf", "gopher://x", "javascript:alert(1)", "data:text/plain,hi"])("refuses %s", (u) =>
    expect(() => normaliseUrl(u)).toThrow(/Only http and https/),
  );
  it("refuses credentials in the URL", () => expect(() => normaliseUrl("http://user:pw@example.com/")).toThrow(/user name or password/));
  it("refuses what does not parse", () => expect(() => normaliseUrl("http://exa mple.com:99999")).toThrow(/not a valid URL/));
});

describe("safeFetch", () => {
  let server: http.Server;
  let port = 0;
  beforeAll(async () => {
    server = http.createServer((req, res) => {
      if (req.url === "/doc.txt") return res.end("hello from a document");
      if (req.url === "/to-private") {
        res.writeHead(302, { location: "http://169.254.169.254/latest/meta-data" });
        return res.end();
      }
      if (req.url === "/to-loopback-name") {
        res.writeHead(302, { location: `http://localhost:${port}/doc.txt` });
        return res.end();
      }
      if (req.url === "/loop") {
        res.writeHead(302, { location: "/loop" });
        return res.end();
      }
      if (req.url === "/slow") return; // never answers
      res.writeHead(404).end();
    });
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => {
    server.closeAllConnections();
    server.close();
  });

  const allow = () => [`127.0.0.1:${port}`];

  it("refuses loopback, private and link-local targets after resolution", async () => {
    await expect(safeFetch(`http://127.0.0.1:${port}/doc.txt`, { timeoutMs: 2000 })).rejects.toThrow(/not on the public internet/);
    await expect(safeFetch(`http://localhost:${port}/doc.txt`, { timeoutMs: 2000 })).rejects.toThrow(/not on the public internet/);
    await expect(safeFetch(`http://[::1]:${port}/`, { timeoutMs: 2000 })).rejects.toThrow(/not on the public internet/);
    await expect(safeFetch("http://169.254.169.254/latest/meta-data", { timeoutMs: 2000 })).rejects.toThrow(/not on the public internet/);
    await expect(safeFetch("http://10.0.0.1/", { timeoutMs: 2000 })).rejects.toThrow(/not on the public internet/);
  });

  it("fetches an allowed host and checks every redirect", async () => {
    const ok = await safeFetch(`http://127.0.0.1:${port}/doc.txt`, { timeoutMs: 2000, allowHosts: allow() });
    let text = "";
    for await (const chunk of ok.body) text += chunk;
    expect(text).toBe("hello from a document");
    await expect(safeFetch(`http://127.0.0.1:${port}/to-private`, { timeoutMs: 2000, allowHosts: allow() })).rejects.toThrow(/not on the public internet/);
    await expect(safeFetch(`http://127.0.0.1:${port}/to-loopback-name`, { timeoutMs: 2000, allowHosts: allow() })).rejects.toThrow(/not on the public internet/);
    await expect(safeFetch(`http://127.0.0.1:${port}/loop`, { timeoutMs: 2000, allowHosts: allow() })).rejects.toThrow(/redirects too many times/);
    await expect(safeFetch(`http://127.0.0.1:${port}/missing`, { timeoutMs: 2000, allowHosts: allow() })).rejects.toThrow(/HTTP 404/);
  });

  it("gives up after the time limit", async () => {
    await expect(safeFetch(`http://127.0.0.1:${port}/slow`, { timeoutMs: 300, allowHosts: allow() })).rejects.toThrow(/timed out/);
  });
});

describe("nameForDownload", () => {
  it("takes the name from Content-Disposition, then the path, adding an extension from the type", () => {
    expect(nameForDownload(new URL("http://x.org/get?id=1"), "application/pdf", 'attachment; filename="Report 2024.pdf"')).toBe("Report 2024.pdf");
    expect(nameForDownload(new URL("http://x.org/files/notes%20v2.txt"), "text/plain", null)).toBe("notes v2.txt");
    expect(nameForDownload(new URL("http://x.org/download"), "application/pdf; charset=binary", null)).toBe("download.pdf");
    expect(nameForDownload(new URL("http://x.org/a/..%2F..%2Fetc%2Fpasswd"), null, null)).not.toMatch(/\//);
  });
});
