import Testing
@testable import SmartLists
