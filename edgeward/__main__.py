"""`python -m edgeward` is the `edgeward` command."""

import sys

from edgeward.cli import main

sys.exit(main())
