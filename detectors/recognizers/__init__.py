"""Our Presidio recognizers, one module per family.

- ``credentials``: detect-secrets plugins + vendor key prefixes (API_KEY, SECRET,
  PRIVATE_KEY, PASSWORD).
- ``chinese``: mainland mobile numbers, resident ID numbers (GB 11643 checksum), bank cards
  (Luhn), addresses and cue-based names.
- ``address``: street addresses (US/UK, German, French/Spanish/Italian).
- fixes for agent traffic, one recognizer per module: ``email_address`` (private-domain
  e-mails), ``caps_names`` (ALL-CAPS names), ``keyed_names`` (names marked by keys, columns and
  cues), ``phone_patterns`` (phone formats and context in JSON/CSV), ``ner_cleanup`` (spaCy NER
  clean-up), ``windowed_phone`` (phonenumbers run around digit runs), ``score_fixes`` (score
  adjustments after analysis), ``vocab`` (shared word lists).
- fixed-layout records: ``hl7`` (HL7 v2 segments), ``vcard`` (vCard properties), ``mrz``
  (ICAO 9303 machine-readable zones).
- ``base``: shared helpers.

All recognizers are registered for language "en" and run on every text (see
``edgeward.detectors.engine``).
"""
