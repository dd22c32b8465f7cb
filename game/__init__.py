"""City Builders: four city-building board games for one table or against the computer."""

APP_NAME = "city-builders"
APP_TITLE = "City Builders"
__version__ = "0.1.0"
