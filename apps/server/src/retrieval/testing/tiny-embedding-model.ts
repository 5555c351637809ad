import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";

/**
 * Test support: writes a tiny embedding model in the transformers.js folder layout, since no real
 * model can be downloaded here. The ONNX graph is a token-embedding lookup masked by the attention
 * mask (last_hidden_state = table[input_ids] * mask), so after mean pooling a text's vector counts
 * its concepts: words given the same concept ("car", "automobile") embed alike, which is what a
 * synonym test needs. The tokenizer is a lower-casing WordPiece over whole words.
 */
export async function writeTinyEmbeddingModel(dir: string, concepts: string[][]): Promise<void> {
  const dims = concepts.length + 1; // the last dimension is "unknown word"
  const vocab: Record<string, number> = { "[PAD]": 0, "[UNK]": 1 };
  const rows: number[][] = [new Array<number>(dims).fill(0), oneHot(dims, dims - 1)];
  concepts.forEach((words, c) => {
    for (const w of words) {
      vocab[w.toLowerCase()] = rows.length;
      rows.push(oneHot(dims, c));
    }
  });
  await mkdir(join(dir, "onnx"), { recursive: true });
  await writeFile(join(dir, "onnx", "model.onnx"), lookupModel(rows, dims));
  await writeFile(join(dir, "config.json"), JSON.stringify({ model_type: "bert", architectures: ["BertModel"], hidden_size: dims }));
  await writeFile(join(dir, "tokenizer_config.json"), JSON.stringify({ tokenizer_class: "BertTokenizer", model_max_length: 512, pad_token: "[PAD]", unk_token: "[UNK]" }));
  await writeFile(
    join(dir, "tokenizer.json"),
    JSON.stringify({
      version: "1.0",
      truncation: null,
      padding: null,
      added_tokens: [
        { id: 0, content: "[PAD]", single_word: false, lstrip: false, rstrip: false, normalized: false, special: true },
        { id: 1, content: "[UNK]", single_word: false, lstrip: false, rstrip: false, normalized: false, special: true },
      ],
      normalizer: { type: "Lowercase" },
      pre_tokenizer: { type: "Whitespace" },
      post_processor: null,
      decoder: null,
      model: { type: "WordPiece", unk_token: "[UNK]", continuing_subword_prefix: "##", max_input_chars_per_word: 100, vocab },
    }),
  );
}

function oneHot(n: number, i: number): number[] {
  const v = new Array<number>(n).fill(0);
  v[i] = 1;
  return v;
}

// --- a few fields of the ONNX protobuf, encoded by hand ---

type Field = [number, "varint", number] | [number, "bytes", Uint8Array | string | Field[]];

function varint(n: number): number[] {
  const out: number[] = [];
  let v = n;
  do {
    let byte = v & 0x7f;
    v = Math.floor(v / 128);
    if (v > 0) byte |= 0x80;
    out.push(byte);
  } while (v > 0);
  return out;
}

function message(fields: Field[]): Buffer {
  const parts: Buffer[] = [];
  for (const [num, kind, value] of fields) {
    if (kind === "varint") parts.push(Buffer.from([...varint(num * 8), ...varint(value)]));
    else {
      const body = typeof value === "string" ? Buffer.from(value, "utf8") : Array.isArray(value) ? message(value) : Buffer.from(value);
      parts.push(Buffer.from([...varint(num * 8 + 2), ...varint(body.length)]), body);
    }
  }
  return Buffer.concat(parts);
}

const FLOAT = 1;
const INT64 = 7;

function valueInfo(name: string, elemType: number, dims: (number | string)[]): Field[] {
  const shape: Field[] = dims.map((d): Field => [1, "bytes", typeof d === "number" ? [[1, "varint", d]] : [[2, "bytes", d]]]);
  return [[1, "bytes", name], [2, "bytes", [[1, "bytes", [[1, "varint", elemType], [2, "bytes", shape]]]]]];
}

function node(op: string, inputs: string[], output: string, attrs: Field[][] = []): Field[] {
  return [...inputs.map((i): Field => [1, "bytes", i]), [2, "bytes", output], [3, "bytes", output], [4, "bytes", op], ...attrs.map((a): Field => [5, "bytes", a])];
}

function lookupModel(rows: number[][], dims: number): Buffer {
  const raw = Buffer.alloc(rows.length * dims * 4);
  rows.flat().forEach((v, i) => raw.writeFloatLE(v, i * 4));
  const table: Field[] = [[1, "varint", rows.length], [1, "varint", dims], [2, "varint", FLOAT], [8, "bytes", "table"], [9, "bytes", raw]];
  const axes = Buffer.alloc(8);
  axes.writeBigInt64LE(2n);
  const axesTensor: Field[] = [[1, "varint", 1], [2, "varint", INT64], [8, "bytes", "axes"], [9, "bytes", axes]];
  const graph: Field[] = [
    [1, "bytes", node("Gather", ["table", "input_ids"], "embedded")],
    [1, "bytes", node("Cast", ["attention_mask"], "mask_f", [[[1, "bytes", "to"], [20, "varint", 2], [3, "varint", FLOAT]]])],
    [1, "bytes", node("Unsqueeze", ["mask_f", "axes"], "mask_3d")],
    [1, "bytes", node("Mul", ["embedded", "mask_3d"], "last_hidden_state")],
    [2, "bytes", "tiny-embedding"],
    [5, "bytes", table],
    [5, "bytes", axesTensor],
    [11, "bytes", valueInfo("input_ids", INT64, ["batch", "sequence"])],
    [11, "bytes", valueInfo("attention_mask", INT64, ["batch", "sequence"])],
    [12, "bytes", valueInfo("last_hidden_state", FLOAT, ["batch", "sequence", dims])],
  ];
  return message([[1, "varint", 8], [2, "bytes", "folio-test"], [7, "bytes", graph], [8, "bytes", [[1, "bytes", ""], [2, "varint", 13]]]]);
}
