"""Suite-wide settings. Property tests draw the same examples on every run (derandomized, no example
database), so the suite gives the same result on every machine and CI never fails by chance; a
property worth exploring further is run with more examples by hand (HYPOTHESIS_PROFILE=explore)."""
import os

from hypothesis import settings

settings.register_profile("fixed", derandomize=True, database=None)
settings.register_profile("explore", max_examples=500)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "fixed"))
