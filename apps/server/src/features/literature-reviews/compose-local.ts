import type { ReviewSection } from "@folio/contract";
import { CitationBook, sentencesOf, type Sentence } from "./evidence.ts";
import type { ReviewSource } from "./sources.ts";
import { termsOf, topTerms } from "./terms.ts";

const CUES = {
  question: /\b(we (investigate|examine|study|ask|explore|address)|this (paper|study|article|work) (investigates|examines|studies|explores|asks|addresses|aims)|aims? (to|of)|objective|purpose|research question|we propose|question (of|is))\b/i,
  method: /\b(method|methodology|we (used|use|collected|conducted|surveyed|trained|measured|analy[sz]ed|simulated)|participants|sample of|dataset|data (from|were)|experiment|survey|interviews?|regression|randomi[sz]ed|simulation|model (was|is) (trained|fitted))\b/i,
  finding: /\b(we (find|found|show|observe|conclude|demonstrate)|results? (show|indicate|suggest|reveal)|findings?|significant(ly)?|increase[sd]?|decrease[sd]?|improve[sd]?|outperform|evidence (that|of)|conclude)\b/i,
  contrast: /\b(however|in contrast|contrary to|unlike|whereas|inconsistent|contradict|fails? to|did not|does not|no (significant )?(effect|difference))\b/i,
  gap: /\b(future (work|research|studies)|further (research|work|study|studies)|remains? (unclear|unknown|open)|limitation|not yet|little is known|gap|open question|more research)\b/i,
} as const;

type Role = "question" | "method" | "finding";

/** The best sentence of a list for a cue, weighted by the topic's words; undefined when none has the cue. */
function best(sentences: Sentence[], cue: RegExp, topic: Set<string>, taken: Set<string>): Sentence | undefined {
  let top: { s: Sentence; score: number } | undefined;
  for (const s of sentences) {
    if (taken.has(s.text) || !cue.test(s.text)) continue;
    const overlap = termsOf(s.text).filter((t) => topic.has(t)).length;
    // Earlier sentences state questions and methods; the tie goes to the first.
    const score = overlap * 2 + 1;
    if (!top || score > top.score) top = { s, score };
  }
  return top?.s;
}

const quoted = (s: Sentence, book: CitationBook) => {
  const marker = book.cite(s);
  return marker ? `“${s.text}” ${marker}` : "";
};
const cell = (s: Sentence | undefined, book: CitationBook) => {
  if (!s) return "—";
  const marker = book.cite(s);
  const short = s.text.length > 140 ? `${s.text.slice(0, 137).replace(/\s+\S*$/, "")}…` : s.text;
  return marker ? `${short.replace(/\|/g, "/")} ${marker}` : "—";
};

interface Profile {
  source: ReviewSource;
  sentences: Sentence[];
  terms: string[];
  picks: Record<Role, Sentence | undefined>;
}

function profile(source: ReviewSource, topic: Set<string>): Profile {
  const sentences = sentencesOf(source);
  const taken = new Set<string>();
  const picks = {} as Record<Role, Sentence | undefined>;
  for (const role of ["question", "method", "finding"] as const) {
    const s = best(sentences, CUES[role], topic, taken) ?? (role === "question" ? best(sentences, /./, topic, taken) : undefined);
    if (s) taken.add(s.text);
    picks[role] = s;
  }
  return { source, sentences, terms: topTerms(sentences.map((s) => s.text).join(" "), 12), picks };
}

/** Themes: the words most sources share, each with the sources that use it (a source in one theme). */
function themes(profiles: Profile[]): { term: string; members: Profile[] }[] {
  const left = new Set(profiles);
  const out: { term: string; members: Profile[] }[] = [];
  while (left.size > 0 && out.length < 6) {
    const counts = new Map<string, number>();
    for (const p of left) for (const t of p.terms) counts.set(t, (counts.get(t) ?? 0) + 1);
    const [term] = [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0] ?? [];
    if (!term) break;
    const members = [...left].filter((p) => p.terms.includes(term));
    members.forEach((p) => left.delete(p));
    out.push({ term, members });
  }
  return out;
}

const section = (heading: string, text: string, book: CitationBook): ReviewSection => ({ heading, text: text.trim(), citations: book.usedIn(text) });
const nameOf = (s: ReviewSource) => `${s.title}${s.year === null ? "" : ` (${s.year})`}`;

/**
 * The LOCAL review: every statement is a sentence quoted verbatim from a source, cited to its page
 * and verified; the framing between quotes only says which source and which part it is.
 */
export function composeLocalReview(topic: string, sources: ReviewSource[], onProgress: (done: number, total: number) => void): ReviewSection[] {
  const book = new CitationBook();
  const topicTerms = new Set(termsOf(topic));
  const profiles: Profile[] = [];
  for (const [i, s] of sources.entries()) {
    profiles.push(profile(s, topicTerms));
    onProgress(i + 1, sources.length);
  }

  const intro = [
    `This review of ${sources.length} source${sources.length === 1 ? "" : "s"} on “${topic}” is extractive: it was written offline (LOCAL) by choosing sentences from the sources and quoting them verbatim, each cited to its page. It contains no statement that is not in a source.`,
    "",
    ...profiles.map((p) => `- ${nameOf(p.source)}: ${p.picks.question ? quoted(p.picks.question, book) : "no sentence states its aim."}`),
  ].join("\n");

  const themeText = themes(profiles)
    .map(({ term, members }) => {
      const lines = members.map((p) => {
        const s = p.sentences.find((x) => x.text.toLowerCase().includes(term));
        return `- ${nameOf(p.source)}: ${s ? quoted(s, book) : "—"}`;
      });
      return `**${term[0]!.toUpperCase()}${term.slice(1)}** (${members.length} source${members.length === 1 ? "" : "s"})\n\n${lines.join("\n")}`;
    })
    .join("\n\n");

  const perSource = profiles
    .map((p) => {
      const line = (label: string, s: Sentence | undefined) => `- **${label}:** ${s ? quoted(s, book) || "—" : "not stated in a sentence of the source."}`;
      return `### ${nameOf(p.source)}\n\n${line("Question", p.picks.question)}\n${line("Method", p.picks.method)}\n${line("Finding", p.picks.finding)}`;
    })
    .join("\n\n");

  const findings = profiles.filter((p) => p.picks.finding);
  const agreements = findings
    .flatMap((a, i) =>
      findings.slice(i + 1).flatMap((b) => {
        const shared = termsOf(a.picks.finding!.text).filter((t) => termsOf(b.picks.finding!.text).includes(t));
        return shared.length > 0 ? [`- On “${shared[0]!}”, ${nameOf(a.source)} reports ${quoted(a.picks.finding!, book)}, and ${nameOf(b.source)} reports ${quoted(b.picks.finding!, book)}.`] : [];
      }),
    )
    .slice(0, 6);
  const contrasts = profiles
    .flatMap((p) => {
      const s = best(p.sentences, CUES.contrast, topicTerms, new Set());
      return s ? [`- ${nameOf(p.source)}: ${quoted(s, book)}`] : [];
    })
    .slice(0, 6);
  const agreeText = [
    "**Findings on shared subjects**",
    "",
    agreements.length > 0 ? agreements.join("\n") : "No two sources state findings on the same subject in sentences this review could match.",
    "",
    "**Contrasting statements**",
    "",
    contrasts.length > 0 ? contrasts.join("\n") : "No source states a contrast or a negative result in a sentence this review could find.",
  ].join("\n");

  const gaps = profiles.flatMap((p) => {
    const s = best(p.sentences, CUES.gap, topicTerms, new Set());
    return s ? [`- ${nameOf(p.source)}: ${quoted(s, book)}`] : [];
  });
  const gapText = gaps.length > 0 ? gaps.join("\n") : "No source names open questions or limitations in a sentence this review could find.";

  const conclusion = [
    `Across the ${sources.length} source${sources.length === 1 ? "" : "s"}, the findings quoted are:`,
    "",
    ...findings.map((p) => `- ${nameOf(p.source)}: ${quoted(p.picks.finding!, book)}`),
    ...(findings.length === 0 ? ["No source states a finding in a sentence this review could find."] : []),
  ].join("\n");

  const table = [
    "| Source | Year | Question | Method | Finding |",
    "| --- | --- | --- | --- | --- |",
    ...profiles.map((p) => `| ${p.source.title.replace(/\|/g, "/")} | ${p.source.year ?? "n.d."} | ${cell(p.picks.question, book)} | ${cell(p.picks.method, book)} | ${cell(p.picks.finding, book)} |`),
  ].join("\n");

  return [
    section("Introduction", intro, book),
    section("Themes", themeText, book),
    section("The sources", perSource, book),
    section("Agreements and contradictions", agreeText, book),
    section("Gaps", gapText, book),
    section("Conclusion", conclusion, book),
    section("Comparison of the sources", table, book),
  ];
}
