from .gen import main

raise SystemExit(main())
