"""python -m jaws"""

import sys

from jaws.cli import main

sys.exit(main())
