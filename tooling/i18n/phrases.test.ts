import { describe, expect, it } from 'vitest';
import type { OwnerWords } from '../../src/shared/content/owner-words';
import type { Site } from '../../src/shared/content/schema';
import english from '../../src/shared/i18n/texts/en';
import japanese from '../../src/shared/i18n/texts/ja';
import { hasPhrases, pagePhrases, phraseBreaks, phrasesOf } from './phrases';

const site = (languages: string[]): Site => ({ url: 'https://example.com', languages }) as Site;

describe('phrases', () => {
  it('cut a Japanese text into its phrases: a word with its particles, never a word cut', () => {
    expect(phrasesOf('スマートフォンで動く音声認識モデルを作るエンジニア', 'ja')).toEqual([
      'スマートフォンで',
      '動く',
      '音声認識モデルを',
      '作る',
      'エンジニア',
    ]);
    expect(phrasesOf('端末の上で動く音声認識を担当する機械学習エンジニア', 'ja')).toEqual([
      '端末の',
      '上で',
      '動く',
      '音声認識を',
      '担当する',
      '機械学習エンジニア',
    ]);
  });

  it('cut a Chinese text into phrases that make it up, never cutting a word', () => {
    for (const [text, tag, words] of [
      ['训练了一款购物应用搜索背后的图文检索模型', 'zh-Hans', ['训练', '购物', '应用', '搜索', '背后', '检索', '模型']],
      ['为词与词之间没有空格的中文预训练图文模型', 'zh-Hans', ['之间', '没有', '空格', '中文', '训练', '模型']],
      ['為詞與詞之間沒有空格的中文預訓練圖文模型', 'zh-Hant', ['之間', '沒有', '空格', '中文', '訓練', '模型']],
    ] as const) {
      const phrases = phrasesOf(text, tag)!;
      expect(phrases.join(''), text).toBe(text);
      expect(phrases.length, text).toBeGreaterThan(3);
      for (const word of words)
        expect(
          phrases.some((phrase) => phrase.includes(word)),
          `${text}: ${word}`,
        ).toBe(true);
    }
  });

  it('never cut a Japanese word the model would (こんにちは)', () => {
    expect(phrasesOf('こんにちは、キム・ソヨンです', 'ja')).toEqual(['こんにちは、', 'キム・ソヨンです']);
  });

  it('reach the page as where a text may break: the offset of each phrase but the first', () => {
    expect(phraseBreaks('スマートフォンで動く音声認識モデルを作るエンジニア', 'ja')).toEqual([8, 10, 18, 20]);
    expect(phraseBreaks('エンジニア', 'ja')).toEqual([]);
    expect(phraseBreaks('Engineer', 'ja')).toBeUndefined();
  });

  it('know Chinese in either script by its tag, whatever the case or region', () => {
    const text = '中文多模态检索';
    expect(phrasesOf(text, 'zh-Hans')?.join('')).toBe(text);
    expect(phrasesOf(text, 'zh-CN')).toEqual(phrasesOf(text, 'zh-Hans'));
    expect(phrasesOf(text, 'zh')).toEqual(phrasesOf(text, 'zh-Hans'));
    expect(phrasesOf(text, 'zh-TW')).toEqual(phrasesOf(text, 'zh-Hant'));
    expect(phrasesOf(text, 'zh-HK')).toEqual(phrasesOf(text, 'zh-Hant'));
  });

  it('leave Korean, other languages and a text without Han characters or kana uncut', () => {
    expect(phrasesOf('음성 인식 엔지니어', 'ko')).toBeUndefined();
    expect(phrasesOf('漢字', 'ko')).toBeUndefined();
    expect(phrasesOf('Speech recognition', 'en')).toBeUndefined();
    expect(phrasesOf('Speech recognition engineer', 'ja')).toBeUndefined();
    expect(phrasesOf('语音识别', 'en')).toBeUndefined();
  });

  it('are set on a site with a language written in Han characters or kana', () => {
    expect(hasPhrases(site(['en', 'ja']))).toBe(true);
    expect(hasPhrases(site(['zh-hant', 'en']))).toBe(true);
    expect(hasPhrases(site(['ko', 'en']))).toBe(false);
    expect(hasPhrases(site(['en', 'de', 'ar']))).toBe(false);
    expect(hasPhrases({ url: 'https://example.com' } as Site)).toBe(false);
  });
});

describe("a language's page phrases", () => {
  const entry = (role: string, company: string, description: string[]) => ({
    period: '2021',
    role,
    company,
    description,
    technologies: [],
  });
  const words = {
    profile: {
      name: 'キム・ソヨン',
      tagline: 'スマートフォンで動くエンジニア',
      jobTitle: '機械学習エンジニア',
      welcome: '長い段落です。',
    },
    experience: [entry('機械学習エンジニア', 'ハンビット・ボイス', ['通話を文字起こししました。', '二行目です。'])],
    research: [entry('研究員', 'Seoul National University', ['損失関数を研究しました。'])],
    projects: [{ title: '会議を書き起こすアプリ', description: ['オフラインで動きます。'], technologies: [] }],
    technologies: [],
    blog: { topics: [{ title: '音声認識と小さなモデル', text: '話し言葉を文字に。', icon: 'pen' }] },
  } as unknown as OwnerWords;
  const cut = (texts: readonly (readonly [string, ...number[]])[]) => texts.map(([text]) => text);

  it("are its heading's greeting, tagline, the cards' titles, companies and first lines, and the topics' titles", () => {
    const texts = pagePhrases(words, japanese, 'ja');
    for (const [text, ...breaks] of texts) expect(breaks, text).toEqual(phraseBreaks(text, 'ja'));
    expect(cut(texts)).toEqual([
      japanese.greeting('キム・ソヨン'),
      'スマートフォンで動くエンジニア',
      '機械学習エンジニア',
      'ハンビット・ボイス',
      '通話を文字起こししました。',
      '研究員',
      '損失関数を研究しました。',
      '会議を書き起こすアプリ',
      'オフラインで動きます。',
      '音声認識と小さなモデル',
    ]);
  });

  it('leave out the fields the translation left out, which are the default language’s', () => {
    const phrases = cut(pagePhrases(words, japanese, 'ja', ['experience.0.role', 'research.0.description']));
    expect(phrases).not.toContain('機械学習エンジニア');
    expect(phrases).not.toContain('損失関数を研究しました。');
    expect(phrases).toContain('研究員');
  });

  it('are none in a language not cut into phrases', () => {
    expect(pagePhrases(words, english, 'en')).toEqual([]);
    expect(pagePhrases(words, english, 'ko')).toEqual([]);
  });
});
