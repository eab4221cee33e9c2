import type { UseFormRegisterReturn } from 'react-hook-form';

/**
 * A trap for form-filling bots: a `website` field that people never see, screen readers never
 * read and the keyboard never reaches, so only a bot fills it. The server answers such an
 * inquiry as if it had worked and stores nothing. Placed off-screen rather than `display: none`,
 * which many bots skip.
 */
export function HoneypotField({ registration }: { registration: UseFormRegisterReturn<'website'> }) {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] size-px overflow-hidden">
      <label>
        Website (leave this empty)
        <input type="text" tabIndex={-1} autoComplete="off" {...registration} />
      </label>
    </div>
  );
}
