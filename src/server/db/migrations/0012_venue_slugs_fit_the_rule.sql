-- Venues that signed up before the public inquiry form (issue #10) got addresses of up to 47
-- characters (the name's first 40 and a random suffix), which the slug rule of Settings (3 to 40
-- lower-case letters, digits and hyphens, a letter or digit at each end) refuses, so such a venue
-- could not save Venue Info. Each slug outside the rule is cut to 33 characters of itself, or a
-- random suffix is added when another venue has that. Slugs inside the rule keep their address.
-- Idempotent: a second run changes nothing.
DO $$
DECLARE
  venue record;
  base text;
  candidate text;
BEGIN
  FOR venue IN
    SELECT id, slug FROM venues WHERE slug !~ '^[a-z0-9][a-z0-9-]{1,38}[a-z0-9]$' ORDER BY id
  LOOP
    base := trim(BOTH '-' FROM left(trim(BOTH '-' FROM regexp_replace(lower(venue.slug), '[^a-z0-9]+', '-', 'g')), 33));
    IF length(base) < 3 THEN
      base := 'venue';
    END IF;
    candidate := base;
    WHILE EXISTS (SELECT 1 FROM venues WHERE slug = candidate AND id <> venue.id) LOOP
      candidate := base || '-' || substr(md5(random()::text || clock_timestamp()::text), 1, 6);
    END LOOP;
    UPDATE venues SET slug = candidate WHERE id = venue.id;
  END LOOP;
END $$;
