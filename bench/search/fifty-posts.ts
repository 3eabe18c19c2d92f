import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createRandom } from '../../src/shared/rng';

// A realistic owner's posts, made up for the search's benchmark (bench/search/main.ts): English
// prose taken sentence by sentence from the READMEs of the installed packages (real words, in real
// proportions, so the index grows as a real blog's would), in posts of varied lengths with sections,
// lists, code blocks from the same READMEs, and a few paragraphs in Chinese and Japanese.

/** Sentences of plain prose (no Markdown, math or HTML that a post would read otherwise), and code blocks. */
function textPool(root: string): { sentences: string[]; code: { language: string; source: string }[] } {
  const modules = join(root, 'node_modules');
  const readmes: string[] = [];
  for (const name of readdirSync(modules).sort()) {
    const folders = name.startsWith('@')
      ? readdirSync(join(modules, name))
          .sort()
          .map((inner) => join(modules, name, inner))
      : [join(modules, name)];
    for (const folder of folders) {
      const file = join(folder, 'README.md');
      if (existsSync(file)) readmes.push(readFileSync(file, 'utf8'));
    }
  }
  const sentences = new Set<string>();
  const code: { language: string; source: string }[] = [];
  for (const readme of readmes) {
    for (const [, language = '', source = ''] of readme.matchAll(
      /```(js|ts|javascript|typescript|sh|bash|python|json)\n([\s\S]*?)```/g,
    )) {
      const lines = source.split('\n').length;
      if (lines >= 3 && lines <= 25) code.push({ language, source: source.trimEnd() });
    }
    const prose = readme
      .replace(/```[\s\S]*?```/g, '\n')
      .replace(/<[^>]*>/g, ' ')
      .replace(/!\[[^\]]*\]\([^)]*\)/g, ' ')
      .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/`([^`]*)`/g, '$1');
    for (const paragraph of prose.split(/\n\s*\n/)) {
      if (/^\s*([#>|*-]|\d+\.)/.test(paragraph)) continue;
      for (const sentence of paragraph.replace(/\s+/g, ' ').split(/(?<=[.!?])\s+/)) {
        const words = sentence.trim().split(' ').length;
        if (words >= 6 && words <= 35 && /^[A-Z][A-Za-z0-9 ,.;:'()!?%/"-]+[.!?]$/.test(sentence.trim()))
          sentences.add(sentence.trim());
      }
    }
  }
  return { sentences: [...sentences], code };
}

const CHINESE = [
  '我们在边缘设备上运行小型机器学习模型，延迟比在服务器上低得多。',
  '评估集会像它所采样的流量一样发生漂移，因此需要定期重新采样。',
  '注意力机制的计算量随序列长度平方增长，长文本需要分块处理。',
  '在相信任何单一结果之前，请用三个随机种子运行相同的配置。',
  '生产环境中的大多数回归来自数据管道，而不是模型本身。',
];
const JAPANESE = [
  '機械学習モデルをエッジで動かすと、通信の遅延を気にせずに推論できます。',
  '検証データが学習データの情報を漏らしていると、すべての実験が良く見えてしまいます。',
  '注意機構の計算量は系列長の二乗に比例するため、長い文書は分割して処理します。',
  '小さなモデルはどこでも動き、大きなモデルはどこでも動かないことがよくあります。',
];
const TAGS = ['machine-learning', 'evaluation', 'python', 'typescript', 'tooling', 'data', 'deployment', 'research'];

/** Lengths in words, as a blog's posts vary: many short notes, some long reads. */
const LENGTHS = [250, 400, 600, 800, 1000, 1200, 1500, 2000, 3000, 4500];

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const slugOf = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** A seeded writer of posts' parts: a title's phrase, a paragraph, a section (heading, paragraphs, maybe code, a list, a subheading). */
function postWriter(root: string, seed: number) {
  const next = createRandom(seed);
  const pick = <T>(list: readonly T[]): T => {
    const item = list[Math.floor(next() * list.length)];
    if (item === undefined) throw new Error('nothing to pick from');
    return item;
  };
  const { sentences, code } = textPool(root);
  if (sentences.length < 500 || code.length < 20)
    throw new Error(
      `too little text in node_modules' READMEs (${sentences.length} sentences, ${code.length} code blocks)`,
    );
  const phrase = (min: number, max: number) =>
    pick(sentences)
      .replace(/[.!?,;:()"]/g, '')
      .split(' ')
      .slice(0, min + Math.floor(next() * (max - min + 1)))
      .join(' ');
  const paragraph = () => {
    const text = Array.from({ length: 2 + Math.floor(next() * 5) }, () => pick(sentences)).join(' ');
    return { text, words: text.split(' ').length };
  };
  const section = () => {
    const blocks = [`## ${capitalised(phrase(2, 5))}`];
    let words = 0;
    for (let count = 1 + Math.floor(next() * 3); count > 0; count -= 1) {
      const { text, words: more } = paragraph();
      blocks.push(text);
      words += more;
    }
    if (next() < 0.35) {
      const { language, source } = pick(code);
      blocks.push(`\`\`\`${language}\n${source}\n\`\`\``);
      words += source.split(/\s+/).length;
    }
    if (next() < 0.2) blocks.push(Array.from({ length: 3 }, () => `- ${phrase(4, 10)}`).join('\n'));
    if (next() < 0.25) {
      const heading = `### ${capitalised(phrase(2, 4))}`;
      const { text, words: more } = paragraph();
      blocks.push(`${heading}\n\n${text}`);
      words += more;
    }
    return { blocks, words };
  };
  const front = (title: string, date: string) => {
    const tags = [...new Set([pick(TAGS), pick(TAGS)])];
    return [
      '---',
      `title: ${JSON.stringify(title)}`,
      `date: ${date}`,
      `summary: ${JSON.stringify(pick(sentences))}`,
      `tags: [${tags.join(', ')}]`,
      '---',
      '',
    ].join('\n');
  };
  return { pick, phrase, paragraph, section, front };
}

const dateOf = (index: number) => new Date(Date.UTC(2022, 0, 1) + index * 12 * 86_400_000).toISOString().slice(0, 10);

/**
 * Writes `count` posts into `dir` (emptied first), the same for a seed on every run; returns how
 * many words they hold in all.
 */
export function writePosts(dir: string, root: string, count = 50, seed = 1): { words: number } {
  const { pick, phrase, paragraph, section, front } = postWriter(root, seed);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  let total = 0;
  for (let index = 0; index < count; index += 1) {
    const target = pick(LENGTHS);
    const title = capitalised(phrase(3, 8));
    const cjk = index % 17 === 7;
    const first = paragraph();
    const blocks = [first.text];
    let words = first.words;
    while (words < target) {
      const more = section();
      blocks.push(...more.blocks);
      words += more.words;
    }
    if (cjk) {
      blocks.push('## 中文摘要', CHINESE.join(''), '## 日本語のまとめ', JAPANESE.join(''));
      words += CHINESE.length * 12 + JAPANESE.length * 12;
    }
    total += words;
    const slug = slugOf(title).slice(0, 40).replace(/-+$/, '') || 'post';
    writeFileSync(
      join(dir, `${String(index + 1).padStart(2, '0')}-${slug}.md`),
      `${front(title, dateOf(index))}${blocks.join('\n\n')}\n`,
    );
  }
  return { words: total };
}

/**
 * Writes one post of about `bytes` bytes of Markdown into `dir` (sections of prose, headings, code
 * blocks, lists), dated after the `after` posts writePosts makes, so it is the blog's newest; returns
 * its file's bytes and words.
 */
export function writeLongPost(dir: string, root: string, bytes: number, after: number, seed = 2) {
  const { paragraph, section, front } = postWriter(root, seed);
  const first = paragraph();
  const blocks = [first.text];
  let words = first.words;
  let length = first.text.length;
  while (length < bytes) {
    const more = section();
    blocks.push(...more.blocks);
    words += more.words;
    length += more.blocks.reduce((sum, block) => sum + block.length + 2, 0);
  }
  const text = `${front('A very long read', dateOf(after))}${blocks.join('\n\n')}\n`;
  writeFileSync(join(dir, 'long-read.md'), text);
  return { bytes: Buffer.byteLength(text), words };
}
