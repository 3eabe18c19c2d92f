import { describe, expect, it } from 'vitest';
import { projectPageName, projectSlug } from './project-page';

// The name of a project's page and of its story's file, as the README promises it: the title in
// lower case with hyphens, or the project's own `page`.

describe("a project's page name", () => {
  it('is its title in lower case, each run of spaces and punctuation one hyphen', () => {
    expect(projectSlug('Brain Tumour Detection from MRI')).toBe('brain-tumour-detection-from-mri');
    expect(projectSlug('C++ / Rust: a Parser')).toBe('c-rust-a-parser');
    expect(projectSlug('  "Zero-Knowledge" Cloud Storage (v2)! ')).toBe('zero-knowledge-cloud-storage-v2');
    expect(projectSlug('RAG_Fitness 3000')).toBe('rag-fitness-3000');
  });

  it('drops the accents of Latin letters and spells those without one as ASCII does', () => {
    expect(projectSlug('Zürich Tram Counter')).toBe('zurich-tram-counter');
    expect(projectSlug('Ólafsdóttir’s Çağrı Pipeline')).toBe('olafsdottirs-cagri-pipeline');
    expect(projectSlug('Straßenbahn Øresund Łódź')).toBe('strassenbahn-oresund-lodz');
    expect(projectSlug('Nguyễn Thị Minh Châu Đà Nẵng')).toBe('nguyen-thi-minh-chau-da-nang');
    // a ligature and a full-width letter are their letters
    expect(projectSlug('ﬁne-tuning Ｌｌａｍａ')).toBe('fine-tuning-llama');
  });

  it('is none for a title with letters of another alphabet, or with no letter or digit at all', () => {
    expect(projectSlug('RAG для фитнеса')).toBeUndefined();
    expect(projectSlug('تطبيق اللياقة')).toBeUndefined();
    expect(projectSlug('音乐生成器')).toBeUndefined();
    expect(projectSlug('Λ-calculus')).toBeUndefined();
    expect(projectSlug('١٢٣ steps')).toBeUndefined();
    expect(projectSlug('★ ✓ …')).toBeUndefined();
  });

  it("is the project's own page when it names one, whatever its title", () => {
    expect(projectPageName({ title: 'Tram Stop Counter', page: 'counter' })).toBe('counter');
    expect(projectPageName({ title: '音乐生成器', page: 'melody-generator' })).toBe('melody-generator');
    expect(projectPageName({ title: 'Tram Stop Counter' })).toBe('tram-stop-counter');
    expect(projectPageName({ title: '音乐生成器' })).toBeUndefined();
  });
});
