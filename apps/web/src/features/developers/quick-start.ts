/**
 * The /developers quick start: the same three steps (upload a file, wait until Folio has read it,
 * search it) with curl, JavaScript and Python, against this server's real routes. The e2e journey
 * runs the JavaScript one; docs/developer-api.md has the same calls.
 */
export type SnippetLanguage = "curl" | "javascript" | "python";

export interface Snippet {
  language: SnippetLanguage;
  label: string;
  /** The file name to save it as, when it is a program. */
  file: string | null;
  code: string;
}

/** Where the pre-rendered page says Folio is, before the browser tells the real address. */
export const DEFAULT_ORIGIN = "http://localhost:3000";

function curl(origin: string): string {
  return `export FOLIO_URL=${origin}
export FOLIO_API_KEY=folio_dev_...   # from ${origin}/developers/apiKeys

# Upload a file: Folio reads it in the background (202 with its doc_id)
curl -s -X POST "$FOLIO_URL/api/documents" -H "X-API-Key: $FOLIO_API_KEY" -F file=@paper.pdf

# Your documents, with each one's status (queued, processing, ready, failed)
curl -s "$FOLIO_URL/api/documents" -H "X-API-Key: $FOLIO_API_KEY"

# Search a ready document: passages with where they are (page, slide, section)
curl -s -X POST "$FOLIO_URL/api/retrieve" -H "X-API-Key: $FOLIO_API_KEY" \\
  -H "content-type: application/json" -d '{"query": "main findings", "doc_ids": ["DOC_ID"]}'

# What this month's calls have used of your API plan
curl -s "$FOLIO_URL/api/api-usage" -H "X-API-Key: $FOLIO_API_KEY"`;
}

function javascript(origin: string): string {
  return `// quickstart.mjs: node quickstart.mjs paper.pdf "main findings"   (Node 18 or later)
import { readFile } from "node:fs/promises";
import { basename } from "node:path";

const FOLIO_URL = process.env.FOLIO_URL ?? "${origin}";
const KEY = process.env.FOLIO_API_KEY;

async function folio(path, init = {}) {
  const res = await fetch(FOLIO_URL + path, { ...init, headers: { "X-API-Key": KEY, ...init.headers } });
  const body = await res.json();
  if (!res.ok) throw new Error(\`\${res.status}: \${body.detail}\`);
  return body;
}

const [file, query] = process.argv.slice(2);
const form = new FormData();
form.append("file", new Blob([await readFile(file)]), basename(file));
const { doc_id } = await folio("/api/documents", { method: "POST", body: form });

let doc;
do {
  await new Promise((resolve) => setTimeout(resolve, 1000));
  doc = await folio(\`/api/documents/\${doc_id}\`);
} while (doc.status === "queued" || doc.status === "processing");
if (doc.status !== "ready") throw new Error(\`\${file} could not be read\`);

const { passages } = await folio("/api/retrieve", {
  method: "POST",
  headers: { "content-type": "application/json" },
  body: JSON.stringify({ query, doc_ids: [doc_id] }),
});
for (const p of passages) console.log(\`\${p.locator.label}: \${p.text.slice(0, 100)}\`);`;
}

function python(origin: string): string {
  return `# quickstart.py: python3 quickstart.py paper.pdf "main findings"   (pip install requests)
import os, sys, time
import requests

FOLIO_URL = os.environ.get("FOLIO_URL", "${origin}")
folio = requests.Session()
folio.headers["X-API-Key"] = os.environ["FOLIO_API_KEY"]

def check(res):
    if not res.ok:
        sys.exit(f"{res.status_code}: {res.json()['detail']}")
    return res.json()

path, query = sys.argv[1], sys.argv[2]
with open(path, "rb") as f:
    doc_id = check(folio.post(f"{FOLIO_URL}/api/documents", files={"file": f}))["doc_id"]

while True:
    time.sleep(1)
    doc = check(folio.get(f"{FOLIO_URL}/api/documents/{doc_id}"))
    if doc["status"] not in ("queued", "processing"):
        break
if doc["status"] != "ready":
    sys.exit(f"{path} could not be read")

found = check(folio.post(f"{FOLIO_URL}/api/retrieve", json={"query": query, "doc_ids": [doc_id]}))
for p in found["passages"]:
    print(f"{p['locator']['label']}: {p['text'][:100]}")`;
}

/** The quick start for a server at `origin` (the page's own address once it runs in a browser). */
export function quickStartSnippets(origin: string): Snippet[] {
  return [
    { language: "curl", label: "curl", file: null, code: curl(origin) },
    { language: "javascript", label: "JavaScript", file: "quickstart.mjs", code: javascript(origin) },
    { language: "python", label: "Python", file: "quickstart.py", code: python(origin) },
  ];
}
