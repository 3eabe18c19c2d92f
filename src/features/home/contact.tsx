import { useTexts } from '@/ui/language';
import { Icon } from '@/ui/icon';
import { SectionHeading } from './section-heading';

export function Contact({ email }: { email: string }) {
  const texts = useTexts();
  return (
    <section id="contact" aria-labelledby="contact-heading" className="scroll-mt-20">
      <SectionHeading id="contact-heading">{texts.getInTouch}</SectionHeading>
      <p className="text-lg text-muted">
        {`${texts.emailMe} `}
        <a
          href={`mailto:${email}`}
          className="inline-flex items-center gap-2 break-all rounded-sm font-semibold text-accent underline-offset-4 hover:underline"
        >
          <Icon name="envelope" />
          {email}
        </a>
      </p>
    </section>
  );
}
