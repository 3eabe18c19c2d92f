import type { Project } from '@/shared/content/schema';

/** Leave out `github` for a project without a public repository: its card then has no "View on GitHub" button. */
export const projects: Project[] = [
  {
    title: 'PlateLane: Drive-Thru Licence-Plate Vision',
    image: 'project-platelane.svg',
    description: [
      'Hackathon winner: recognises returning customers at the drive-thru from their licence plate and pre-loads their usual order.',
      'YOLO detector plus a CRNN reader running at 24 fps on a Jetson-class board.',
      'Plates are hashed on the device; no image leaves the camera.',
    ],
    technologies: ['Python', 'OpenCV', 'PyTorch', 'FastAPI'],
    github: 'https://github.com/avery-quinn-example/platelane',
  },
  {
    title: 'Brain Tumour Detection from MRI',
    image: 'project-tumour.svg',
    description: [
      'A U-Net with attention gates that segments gliomas on BraTS scans with a Dice score of 0.87.',
      'Grad-CAM overlays help reviewers see why the model flagged a region.',
    ],
    technologies: ['Python', 'PyTorch', 'MONAI', 'NumPy'],
    github: 'https://github.com/avery-quinn-example/tumour-detection',
  },
  {
    title: 'ZeroVault: Zero-Knowledge Cloud Storage',
    image: 'project-zerovault.svg',
    description: [
      'End-to-end encrypted file storage: files are encrypted in the browser and the server only ever sees ciphertext.',
      'Shareable links carry the key in the URL fragment, so it never reaches the server.',
    ],
    technologies: ['TypeScript', 'React', 'Node.js', 'Web Crypto'],
    github: 'https://github.com/avery-quinn-example/zerovault',
  },
  {
    title: 'RepCoach: Fitness RAG Assistant',
    image: 'project-repcoach.svg',
    description: [
      'A chat assistant that answers training questions from a curated library of sports-science papers, with citations.',
      'Hybrid BM25 and embedding retrieval with a re-ranker; answers without a source are refused.',
    ],
    technologies: ['Python', 'LangChain', 'PostgreSQL', 'React'],
    github: 'https://github.com/avery-quinn-example/repcoach',
  },
  {
    title: 'Melodia: Melody Generator',
    image: 'project-melodia.svg',
    description: [
      'A small transformer trained on folk tunes that continues a melody you hum or type in ABC notation.',
      'Runs in the browser with ONNX Runtime Web.',
    ],
    technologies: ['Python', 'PyTorch', 'ONNX', 'TypeScript'],
  },
  {
    title: 'Tiny: A Lexer and Parser for a Simple Language',
    image: 'project-tiny.svg',
    description: [
      'A hand-written lexer and recursive-descent parser for a small teaching language, with error recovery.',
      'Pretty-prints the syntax tree and reports errors with line and column.',
    ],
    technologies: ['C++', 'CMake', 'GoogleTest'],
    github: 'https://github.com/avery-quinn-example/tiny-lang',
  },
];
