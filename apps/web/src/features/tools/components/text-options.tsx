import {
  CASES, LIST_SPLITS, REPEAT_SEPARATORS, REVERSE_MODES,
  type AcronymOptions, type AlphabetizerOptions, type CaseConverterOptions, type HashtagOptions,
  type ListRandomizerOptions, type ReverseTextOptions, type TextRepeaterOptions,
} from "@folio/contract";
import { OptionSelect } from "@/components/option-select";
import { Label } from "@/components/ui/label";
import { ChoiceGroup, NumberField, Toggle } from "./controls";

export type Options = Record<string, unknown>;

/** Each text tool's options as the page starts them (the contract's defaults). */
export const START_OPTIONS: Record<string, Options> = {
  "case-converter": { case: "upper" } satisfies CaseConverterOptions,
  alphabetizer: { order: "asc", dedupe: false, case_insensitive: true, split: "line" } satisfies AlphabetizerOptions,
  "list-randomizer": { split: "line" } satisfies ListRandomizerOptions,
  "text-repeater": { count: 10, separator: "newline" } satisfies TextRepeaterOptions,
  "reverse-text-generator": { by: "characters" } satisfies ReverseTextOptions,
  "acronym-generator": { skip_small_words: true, dots: false } satisfies AcronymOptions,
  "hashtag-generator": { style: "camel", from: "words", max: 30 } satisfies HashtagOptions,
};

const CASE_LABELS = { upper: "UPPER CASE", lower: "lower case", title: "Title Case", sentence: "Sentence case", alternating: "aLtErNaTiNg" } as const;
const SPLIT_LABELS = { line: "One a line", comma: "Comma-separated" } as const;
const SEPARATOR_LABELS = { newline: "New line", space: "Space", none: "Nothing", comma: "Comma" } as const;
const REVERSE_LABELS = { characters: "Letters", words: "Words", lines: "Lines" } as const;

/** Collation languages offered (Intl.Collator takes any BCP 47 tag; these differ visibly). */
const LOCALES = ["default", "en", "de", "sv", "es", "fr", "pl", "tr", "zh-u-co-pinyin", "ja", "ko", "ar"] as const;
const LOCALE_LABELS: Record<(typeof LOCALES)[number], string> = {
  default: "Your browser's language", en: "English", de: "German", sv: "Swedish", es: "Spanish", fr: "French", pl: "Polish",
  tr: "Turkish", "zh-u-co-pinyin": "Chinese (pinyin)", ja: "Japanese", ko: "Korean", ar: "Arabic",
};

interface Props {
  slug: string;
  options: Options;
  set(patch: Options): void;
}

/** The options of one text tool; every change reruns the tool at once. */
export function TextOptions({ slug, options: o, set }: Props) {
  switch (slug) {
    case "case-converter":
      return <ChoiceGroup legend="Case" choices={CASES} labels={CASE_LABELS} value={o.case as (typeof CASES)[number]} onChange={(c) => set({ case: c })} />;
    case "alphabetizer":
      return (
        <div className="flex flex-wrap items-end gap-x-8 gap-y-4">
          <ChoiceGroup legend="Order" choices={["asc", "desc"] as const} labels={{ asc: "A to Z", desc: "Z to A" }} value={o.order as "asc" | "desc"} onChange={(v) => set({ order: v })} />
          <ChoiceGroup legend="List" choices={LIST_SPLITS} labels={SPLIT_LABELS} value={o.split as "line"} onChange={(v) => set({ split: v })} />
          <div className="grid gap-2">
            <Label htmlFor="alphabetizer-locale">Language rules</Label>
            <div className="w-56">
              <OptionSelect
                id="alphabetizer-locale"
                options={LOCALES}
                labels={LOCALE_LABELS}
                value={(o.locale as string | undefined) ?? "default"}
                onChange={(v) => set({ locale: v === "default" ? undefined : v })}
              />
            </div>
          </div>
          <div className="grid gap-2 pb-1">
            <Toggle label="Remove duplicates" checked={o.dedupe === true} onChange={(v) => set({ dedupe: v })} />
            <Toggle label="Ignore case" checked={o.case_insensitive === true} onChange={(v) => set({ case_insensitive: v })} />
          </div>
        </div>
      );
    case "list-randomizer":
      return <ChoiceGroup legend="List" choices={LIST_SPLITS} labels={SPLIT_LABELS} value={o.split as "line"} onChange={(v) => set({ split: v })} />;
    case "text-repeater":
      return (
        <div className="flex flex-wrap items-end gap-x-8 gap-y-4">
          <NumberField label="Times (1 to 10,000)" value={o.count as number} min={1} max={10_000} onChange={(n) => set({ count: n })} />
          <ChoiceGroup legend="Between copies" choices={REPEAT_SEPARATORS} labels={SEPARATOR_LABELS} value={o.separator as "newline"} onChange={(v) => set({ separator: v })} />
        </div>
      );
    case "reverse-text-generator":
      return <ChoiceGroup legend="Reverse" choices={REVERSE_MODES} labels={REVERSE_LABELS} value={o.by as "characters"} onChange={(v) => set({ by: v })} />;
    case "acronym-generator":
      return (
        <div className="flex flex-wrap gap-6">
          <Toggle label="Skip small words (of, and, the)" checked={o.skip_small_words === true} onChange={(v) => set({ skip_small_words: v })} />
          <Toggle label="Dots (N.A.S.A.)" checked={o.dots === true} onChange={(v) => set({ dots: v })} />
        </div>
      );
    case "hashtag-generator":
      return (
        <div className="flex flex-wrap items-end gap-x-8 gap-y-4">
          <ChoiceGroup legend="Make a hashtag of" choices={["words", "lines"] as const} labels={{ words: "Each word", lines: "Each line or comma phrase" }} value={o.from as "words"} onChange={(v) => set({ from: v })} />
          <ChoiceGroup legend="Style" choices={["camel", "lower"] as const} labels={{ camel: "#CamelCase", lower: "#lowercase" }} value={o.style as "camel"} onChange={(v) => set({ style: v })} />
          <NumberField label="At most (1 to 100)" value={o.max as number} min={1} max={100} onChange={(n) => set({ max: n })} />
        </div>
      );
    default:
      return null;
  }
}
