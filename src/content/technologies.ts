import type { Technology } from '@/shared/content/schema';

/**
 * The icon strip. `icon` names an icon of react-icons' Simple Icons (Si…), Font Awesome 6 (Fa…) or
 * Devicons (Di…) sets, as listed on https://react-icons.github.io/react-icons/; the build draws them
 * into one cached SVG sprite. `name` is the icon's accessible name.
 */
export const technologies: Technology[] = [
  { name: 'Python', icon: 'SiPython' },
  { name: 'PyTorch', icon: 'SiPytorch' },
  { name: 'scikit-learn', icon: 'SiScikitlearn' },
  { name: 'Hugging Face', icon: 'SiHuggingface' },
  { name: 'TypeScript', icon: 'SiTypescript' },
  { name: 'React', icon: 'SiReact' },
  { name: 'Node.js', icon: 'SiNodedotjs' },
  { name: 'FastAPI', icon: 'SiFastapi' },
  { name: 'PostgreSQL', icon: 'SiPostgresql' },
  { name: 'Docker', icon: 'SiDocker' },
  { name: 'Kubernetes', icon: 'SiKubernetes' },
  { name: 'Git', icon: 'SiGit' },
];
