import fs from 'node:fs';

export const exists = fs.existsSync('x');
