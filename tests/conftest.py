"""Suite-wide settings. Property tests draw the same examples on every run (derandomized, no example
database), so the suite gives the same result on every machine and CI never fails by chance; a
property worth exploring further is run with more examples by hand (HYPOTHESIS_PROFILE=explore, and
HYPOTHESIS_MAX_EXAMPLES=N for N examples a property where the test lets the profile decide)."""
import os

from hypothesis import settings

settings.register_profile("fixed", derandomize=True, database=None)
settings.register_profile("explore", max_examples=int(os.environ.get("HYPOTHESIS_MAX_EXAMPLES", "500")))
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "fixed"))
