"""Our Presidio recognizers, one module per family.

- ``credentials``: detect-secrets plugins + vendor key prefixes (API_KEY, SECRET,
  PRIVATE_KEY, PASSWORD).
- ``chinese``: mainland mobile numbers, resident ID numbers (GB 11643 checksum), bank cards
  (Luhn), addresses and cue-based names.
- ``address``: street addresses (US/UK, German, French/Spanish/Italian).
- ``agent``: fixes for agent traffic (private-domain e-mails, ALL-CAPS and keyed names, phone
  formats and context in JSON/CSV, NER clean-up, windowed phone matching).
- ``base``: shared helpers.

All recognizers are registered for language "en" and run on every text (see
``edgeward.detectors.engine``).
"""
