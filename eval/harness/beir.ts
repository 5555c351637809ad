import { createReadStream } from "node:fs";
import { access, mkdir, readdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { createInterface } from "node:readline";

export interface BeirDataset {
  corpus: { id: string; title: string; text: string }[];
  queries: { id: string; text: string }[];
  /** query id -> (document id -> grade) */
  qrels: Map<string, Map<string, number>>;
}

async function* lines(path: string): AsyncGenerator<string> {
  const rl = createInterface({ input: createReadStream(path, { encoding: "utf8" }), crlfDelay: Infinity });
  for await (const line of rl) if (line.trim()) yield line;
}

async function exists(path: string): Promise<boolean> {
  return access(path).then(() => true, () => false);
}

/**
 * Reads a dataset in the BEIR layout: `corpus.jsonl` ({_id, title, text}), `queries.jsonl`
 * ({_id, text}) and `qrels/<split>.tsv` (query-id, corpus-id, score, with a header line). The split
 * is `test` when there is one, else the only tsv in qrels/. Only queries that have judgements are
 * returned, in file order, as BEIR evaluates them.
 */
export async function loadBeirDataset(dir: string, split?: string): Promise<BeirDataset> {
  const qrelsDir = join(dir, "qrels");
  let qrelsFile: string;
  if (split) qrelsFile = join(qrelsDir, `${split}.tsv`);
  else if (await exists(join(qrelsDir, "test.tsv"))) qrelsFile = join(qrelsDir, "test.tsv");
  else {
    const tsvs = (await readdir(qrelsDir)).filter((f) => f.endsWith(".tsv")).sort();
    if (!tsvs[0]) throw new Error(`No qrels in ${qrelsDir}`);
    qrelsFile = join(qrelsDir, tsvs[0]);
  }

  const qrels = new Map<string, Map<string, number>>();
  for await (const line of lines(qrelsFile)) {
    const [qid, did, score] = line.split("\t");
    if (!qid || !did || score === undefined) continue;
    const grade = Number(score);
    if (!Number.isFinite(grade)) continue; // the header line
    let judged = qrels.get(qid);
    if (!judged) qrels.set(qid, (judged = new Map()));
    judged.set(did, grade);
  }

  const corpus: BeirDataset["corpus"] = [];
  for await (const line of lines(join(dir, "corpus.jsonl"))) {
    const row = JSON.parse(line) as { _id: string | number; title?: string; text?: string };
    corpus.push({ id: String(row._id), title: row.title ?? "", text: row.text ?? "" });
  }
  const queries: BeirDataset["queries"] = [];
  for await (const line of lines(join(dir, "queries.jsonl"))) {
    const row = JSON.parse(line) as { _id: string | number; text: string };
    const id = String(row._id);
    if (qrels.has(id)) queries.push({ id, text: row.text });
  }
  return { corpus, queries, qrels };
}

/** Writes a dataset in the same layout (used to commit the sample dataset the harness runs on). */
export async function writeBeirDataset(dir: string, ds: BeirDataset, split = "test"): Promise<void> {
  await mkdir(join(dir, "qrels"), { recursive: true });
  await writeFile(join(dir, "corpus.jsonl"), ds.corpus.map((d) => JSON.stringify({ _id: d.id, title: d.title, text: d.text })).join("\n") + "\n");
  await writeFile(join(dir, "queries.jsonl"), ds.queries.map((q) => JSON.stringify({ _id: q.id, text: q.text })).join("\n") + "\n");
  const rows = ["query-id\tcorpus-id\tscore"];
  for (const [qid, judged] of ds.qrels) for (const [did, grade] of judged) rows.push(`${qid}\t${did}\t${grade}`);
  await writeFile(join(dir, "qrels", `${split}.tsv`), rows.join("\n") + "\n");
}
