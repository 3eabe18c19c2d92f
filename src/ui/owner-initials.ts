import { ownerName } from 'virtual:languages';
import { initials } from '@/shared/initials';
import { defaultLanguage } from '@/ui/language';

/**
 * The owner's initials, where a logo or a photo would be (the header's link home without a logo): those of the name as
 * the default language writes it, on every language's page, as the icons and every link-preview image draw them
 * (tooling/site-images/initials-logo.ts): a mark, like the logo it stands for, is the same in every language.
 */
export const ownerInitials = (): string => initials(ownerName, defaultLanguage.tag);
