import { Component, type ComponentType, type ReactNode } from 'react';
import type { SlotProps } from './slot-props';
import { useLanguage } from './language';

/**
 * The template's part in place of an owner's component that throws: the owner's slot is an extra, which never takes
 * the page down (React still reports the error in the console).
 */
class SlotBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/**
 * An owner's slot (content/slots/, tooling/slots/slot-contracts.ts): their component given the page's language and
 * `props`, with the template's part as its children, which it wraps or leaves out; the template's part alone where
 * the owner has no such slot. A site without slots builds none of this (`__SLOTS__ ? <Slot …> : part` at each place).
 */
export function Slot<P extends object>({
  owner: Owner,
  props,
  children,
}: {
  owner: ComponentType<P & SlotProps> | undefined;
  props: P;
  children: ReactNode;
}) {
  const { tag, dir } = useLanguage();
  if (!Owner) return children;
  return (
    <SlotBoundary fallback={children}>
      <Owner {...props} language={{ tag, dir }}>
        {children}
      </Owner>
    </SlotBoundary>
  );
}
