/** A sparse term vector: term id -> weight. */
export type Vec = Map<number, number>;

export function dot(a: Vec, b: Vec): number {
  const [small, large] = a.size <= b.size ? [a, b] : [b, a];
  let sum = 0;
  for (const [t, w] of small) sum += w * (large.get(t) ?? 0);
  return sum;
}

export function norm(a: Vec): number {
  let sum = 0;
  for (const w of a.values()) sum += w * w;
  return Math.sqrt(sum);
}

export function addInto(target: Vec, v: Vec): void {
  for (const [t, w] of v) target.set(t, (target.get(t) ?? 0) + w);
}

/**
 * Cosine between `v` and a centroid with `v` itself taken out (leave-one-out): otherwise a sentence
 * in a small part would look central just for being a large share of the part.
 */
export function cosineWithout(v: Vec, vNorm: number, centroid: Vec, centroidNormSq: number): number {
  if (vNorm === 0) return 0;
  const d = dot(v, centroid) - vNorm * vNorm;
  const restSq = centroidNormSq - 2 * (d + vNorm * vNorm) + vNorm * vNorm;
  return restSq > 1e-12 && d > 0 ? d / (vNorm * Math.sqrt(restSq)) : 0;
}
