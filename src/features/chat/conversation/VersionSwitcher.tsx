import type { MessageVersion } from '@/generated/model';

export interface VersionSwitcherProps {
  versions: readonly MessageVersion[];
  /** Index into `versions` of the version shown. */
  shown: number;
  onShow: (index: number) => void;
  /** What the versions are of, for screen readers ("reply", "message"). */
  noun: string;
}

/** "‹ 2 / 2 ›": steps through the versions of a regenerated reply or an edited message. */
export function VersionSwitcher({ versions, shown, onShow, noun }: VersionSwitcherProps) {
  const count = versions.length;
  return (
    <span className="version-switcher" role="group" aria-label={`Versions of this ${noun}`}>
      <button
        type="button"
        className="icon-button small"
        aria-label="Previous version"
        disabled={shown <= 0}
        onClick={() => onShow(shown - 1)}
      >
        ‹
      </button>
      <span className="version-count" aria-live="polite">
        <span aria-hidden="true">
          {shown + 1} / {count}
        </span>
        <span className="sr-only">
          Version {shown + 1} of {count}
        </span>
      </span>
      <button
        type="button"
        className="icon-button small"
        aria-label="Next version"
        disabled={shown >= count - 1}
        onClick={() => onShow(shown + 1)}
      >
        ›
      </button>
    </span>
  );
}
