import fs from 'fs';
import path from 'path';
import type { Image, Root } from 'mdast';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import { publishAsset } from '../assets';

type JsxElement = { type: 'mdxJsxFlowElement' | 'mdxJsxTextElement'; name: string | null; attributes: { type: string; name?: string; value?: unknown }[] };

const isRelative = (url: string) => url !== '' && !/^([a-z][a-z0-9+.-]*:|\/|#)/i.test(url);

/**
 * Images next to the content that uses them (a blog post's folder: ![diagram](./flow.png),
 * or <img src="./flow.png" /> in MDX) are copied into the built site under a content-hashed
 * URL. A page's own URL has no trailing slash, so a relative URL would not resolve in the
 * browser; and a missing file fails the build, naming the file and the image.
 */
export function remarkLocalImages({ published }: { published?: (source: string, url: string) => void } = {}) {
  return (tree: Root, file: VFile) => {
    if (!file.path) return;
    const dir = path.dirname(file.path);
    const publish = (url: string, node: object): string => {
      const clean = decodeURI(url.replace(/[?#].*$/, ''));
      const target = path.resolve(dir, clean);
      if (!fs.existsSync(target) || !fs.statSync(target).isFile()) {
        file.fail(`Image "${url}" not found: looked for ${path.relative(process.cwd(), target)}`, node as never, 'local-images:missing');
      }
      const at = publishAsset(target);
      published?.(target, at);
      return at;
    };
    // One pass in document order: the first missing image is the one reported.
    visit(tree, ['image', 'mdxJsxFlowElement', 'mdxJsxTextElement'], (node) => {
      if (node.type === 'image') {
        const image = node as Image;
        if (isRelative(image.url)) image.url = publish(image.url, image);
        return;
      }
      const jsx = node as unknown as JsxElement;
      if (jsx.name !== 'img') return;
      for (const attr of jsx.attributes) {
        if (attr.type === 'mdxJsxAttribute' && attr.name === 'src' && typeof attr.value === 'string' && isRelative(attr.value)) {
          attr.value = publish(attr.value, node);
        }
      }
    });
  };
}
