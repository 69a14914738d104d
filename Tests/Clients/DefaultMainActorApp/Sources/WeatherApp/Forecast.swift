/// A day's forecast for a city.
struct Forecast: Equatable {
    let city: String
    let celsius: Int
}

/// Why a forecast could not be loaded.
enum ForecastError: Error, Equatable {
    case unknownCity(String)
}
