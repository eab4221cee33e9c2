import { useWatch } from 'react-hook-form';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import {
  getContrastRatio,
  getReadableForeground,
  getSecondaryTextColour,
  isHexColour,
} from '#client/lib/venue-theme.ts';
import { ColourField } from './colour-field.tsx';
import { LogoField } from './logo-field.tsx';
import type { SettingsFormValues } from './settings-form-schema.ts';

/** WCAG AA for text: links and icons in the primary colour sit on white. */
const TEXT_CONTRAST = 4.5;

/**
 * A button, a badge and a caption in the chosen colours, as the signed-in app will show them
 * after saving.
 */
function BrandPreview() {
  const [primary, secondary, accent] = useWatch<
    SettingsFormValues,
    ['venue.primaryColor', 'venue.secondaryColor', 'venue.accentColor']
  >({
    name: ['venue.primaryColor', 'venue.secondaryColor', 'venue.accentColor'],
  });
  if (!isHexColour(primary) || !isHexColour(secondary) || !isHexColour(accent)) {
    return <p className="text-muted-foreground text-sm">Enter three colours like #8B5A6B to see a preview.</p>;
  }
  const isPrimaryLight = getContrastRatio(primary, '#FFFFFF') < TEXT_CONTRAST;

  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap items-center gap-3 rounded-lg border p-4" aria-label="Preview" role="group">
        <span
          className="inline-flex h-10 items-center rounded-md px-4 text-sm font-medium shadow-sm"
          style={{ backgroundColor: primary, color: getReadableForeground(primary) }}
        >
          Book a tour
        </span>
        <span
          className="inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold"
          style={{ backgroundColor: accent, color: getReadableForeground(accent) }}
        >
          Confirmed
        </span>
        <span className="text-sm" style={{ color: getSecondaryTextColour(secondary) }}>
          Sat, Jun 14 · 150 guests
        </span>
      </div>
      {isPrimaryLight && (
        <p className="text-muted-foreground text-xs">
          This primary colour is light: links and icons drawn in it on white are hard to read. A darker shade reads
          better.
        </p>
      )}
    </div>
  );
}

export function BrandingTab({ readOnly }: { readOnly: boolean }) {
  return (
    <div className="grid items-start gap-6 lg:grid-cols-2">
      <Card>
        <CardHeader>
          <CardTitle>
            <h2>Logo</h2>
          </CardTitle>
          <CardDescription>Shown above your venue name in the menu.</CardDescription>
        </CardHeader>
        <CardContent>
          <LogoField readOnly={readOnly} />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>
            <h2>Colours</h2>
          </CardTitle>
          <CardDescription>
            Buttons, highlights, badges and secondary text across VenueDesk take your colours.
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-5">
          <ColourField name="primaryColor" label="Primary Colour" hint="Buttons, links and the active menu item." />
          <ColourField
            name="secondaryColor"
            label="Secondary Colour"
            hint="Secondary text: descriptions, dates and captions."
          />
          <ColourField name="accentColor" label="Accent Colour" hint="Success states and confirmations." />
          <BrandPreview />
        </CardContent>
      </Card>
    </div>
  );
}
