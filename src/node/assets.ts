import crypto from 'crypto';
import fs from 'fs';
import path from 'path';
import { sourcePathOf } from './content/sources';

/** Image types a local asset (avatar, post image) may have. */
const IMAGE_EXTENSIONS = ['.svg', '.png', '.jpg', '.jpeg', '.gif', '.webp', '.avif'];

/** What is wrong with a local image (an avatar, a post image), for a message that names its field. */
export function imageFileProblem(file: string): string | null {
  if (!fs.existsSync(file)) return `file not found: ${sourcePathOf(file)}`;
  return IMAGE_EXTENSIONS.includes(path.extname(file).toLowerCase()) ? null : `not an image (expected one of ${IMAGE_EXTENSIONS.join(', ')})`;
}

/**
 * Content files (avatars, post images) are served from /static/<content hash>/<name>, the
 * convention of gatsby-source-filesystem's publicURL: a changed file gets a new URL, so
 * it can be cached forever.
 */
export function assetUrl(file: string): string {
  const hash = crypto.createHash('sha256').update(fs.readFileSync(file)).digest('hex').slice(0, 16);
  const name = path.basename(file).replace(/[^A-Za-z0-9._-]/g, '-');
  return `/static/${hash}/${name}`;
}

/** Copies the file into the built site and returns its URL. */
export function publishAsset(file: string): string {
  const url = assetUrl(file);
  const target = path.join(path.resolve('public'), url);
  if (!fs.existsSync(target)) {
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.copyFileSync(file, target);
  }
  return url;
}
