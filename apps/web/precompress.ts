/**
 * The build's last step (`npm run build`, after the pre-render): compressed copies of the built
 * scripts, styles and SVGs, which the server sends as they are (docs/decisions/0053).
 */
import { precompress } from "./src/build/precompress";

const dist = decodeURIComponent(new URL("./dist/assets", import.meta.url).pathname);
const started = Date.now();
const r = await precompress(dist);
const kib = (n: number) => `${Math.round(n / 1024)} KiB`;
console.log(`Precompressed ${r.files} files in ${((Date.now() - started) / 1000).toFixed(1)} s: ${kib(r.bytes)} -> Brotli ${kib(r.brotliBytes)}, gzip ${kib(r.gzipBytes)}`);
