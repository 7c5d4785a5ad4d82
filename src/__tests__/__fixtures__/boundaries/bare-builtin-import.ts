import path from 'path';

export const base = path.basename('a/b');
