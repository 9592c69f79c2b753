import { PDFParse } from 'pdf-parse';
import fs from 'node:fs';
const p = new PDFParse({ data: new Uint8Array(fs.readFileSync(process.argv[2])) });
console.log((await p.getText()).text);
